import type { Message } from '@/features/messages';
import type { Notification } from '@/features/notifications';
import { sampleToday } from './sample-today';

const minutesAgo = (minutes: number) => new Date(sampleToday.getTime() - minutes * 60_000).toISOString();
const hour = 60;
const day = 24 * hour;

/**
 * The messages panel's sample entries: HTML titles and descriptions, icons or images, in-app routes
 * (`useRouter`) and plain links, some unread. Times are relative to the sample day.
 */
export function createMessages(): Message[] {
  return [
    {
      id: '832276cc-c5e9-4fcc-8e23-d38e2e267bc9',
      icon: 'calendar-days',
      title: '<strong>New appointment request</strong>',
      description: 'Parent-teacher meeting at <em>Volksschule Graz</em>, 18 March, 2:00 pm. An ÖGS interpreter is needed.',
      time: minutesAgo(25),
      read: false,
      link: '/home',
      useRouter: true,
    },
    {
      id: '608b4479-a3ac-4e26-8675-3609c52aca58',
      image: '/images/messages/training.svg',
      title: 'Training: the new call intake',
      description: 'Thursday, 10:00 in the switching room. Please bring your headset.',
      time: minutesAgo(50),
      read: false,
      link: '/home',
      useRouter: true,
    },
    {
      id: '22148c0c-d788-4d49-9467-447677799b9a',
      icon: 'user-circle',
      title: 'Please complete your profile',
      description: 'Customers see your <strong>name and photo</strong> before a call starts.',
      time: minutesAgo(3 * hour),
      read: false,
      link: '/profile',
      useRouter: true,
    },
    {
      id: '48a75e7b-0d5f-4f23-8e32-4f5c2b1dbac7',
      icon: 'banknotes',
      title: 'Credit topped up',
      description: '€50.00 were added to your wallet by <em>Gemeinde Graz</em>.',
      time: minutesAgo(day + 2 * hour),
      read: true,
      link: '/home',
      useRouter: true,
    },
    {
      id: 'ef7b95a7-8e8b-4616-9619-130d9533add9',
      image: '/images/messages/interpreting.svg',
      title: 'Welcome, <strong>Lena Berger</strong>',
      description: 'Lena joins the interpreting team on Monday. Say hello in the team chat!',
      time: minutesAgo(2 * day),
      read: true,
    },
    {
      id: 'eb8aa470-635e-461d-88e1-23d9ea2a5665',
      icon: 'shield-check',
      title: 'Privacy policy updated',
      description: 'We explain more clearly how call recordings are <u>never</u> stored.',
      time: minutesAgo(3 * day),
      read: true,
      link: '/policies/privacy',
      useRouter: false,
    },
    {
      id: 'ef3fdb6b-5e8b-4fa9-9faa-2d0e6cd3a7f9',
      icon: 'video-camera',
      title: 'Better video quality',
      description: 'Calls now adapt their resolution to your connection, so signing stays readable.',
      time: minutesAgo(5 * day),
      read: true,
      link: '/settings',
      useRouter: true,
    },
    {
      id: '8f8e1bbc-2f00-4e2f-8a5b-7d2dbbf2a6d6',
      icon: 'star',
      title: 'Thank you!',
      description: "A customer rated yesterday's call with <strong>5 stars</strong>.",
      time: minutesAgo(9 * day),
      read: true,
    },
  ];
}

/** The notifications' sample entries, shaped like messages and carrying `seen`. */
export function createNotifications(): Notification[] {
  return [
    {
      id: '493190c9-5b61-4912-afe5-78c21f1044d7',
      icon: 'phone-arrow-down-left',
      title: '<strong>Missed call</strong> from Maria Huber',
      description: 'She called while you were busy. Her number is in the contacts.',
      time: minutesAgo(12),
      read: false,
      seen: false,
      link: '/home',
      useRouter: true,
    },
    {
      id: '6e3e97e5-effc-4fb7-b730-52a151f0b641',
      icon: 'check-circle',
      title: 'Invoice <em>2026-0312</em> paid',
      description: 'Payer Sozialministeriumservice paid €1,240.00.',
      time: minutesAgo(2 * hour),
      read: false,
      seen: false,
      link: '/home',
      useRouter: true,
    },
    {
      id: 'b91ccb58-b06b-45b5-8bbc-cc61b9c5d8bd',
      image: '/images/messages/interpreting.svg',
      title: 'Interpreter found',
      description: 'Jakob Steiner takes the appointment on <strong>18 March</strong>.',
      time: minutesAgo(4 * hour),
      read: false,
      seen: true,
      link: '/home',
      useRouter: true,
    },
    {
      id: '541416c9-84a7-408a-8d74-27a43c38d797',
      icon: 'exclamation-triangle',
      title: 'Low credit',
      description: 'Customer Johann Bauer has less than €20.00 left.',
      time: minutesAgo(day),
      read: true,
      seen: true,
      link: '/home',
      useRouter: true,
    },
    {
      id: 'ef7b95a7-8e8b-4616-9619-130d9533adda',
      icon: 'calendar-days',
      title: 'Event topic added',
      description: '“Medical appointments” can now be chosen for events.',
      time: minutesAgo(day + 5 * hour),
      read: true,
      seen: true,
    },
    {
      id: '30af917b-7a6a-45d1-822f-9e7ad7f8bf69',
      icon: 'user-group',
      title: 'New customer registered',
      description: 'Elisabeth Wagner is waiting to be verified by the centre.',
      time: minutesAgo(2 * day),
      read: true,
      seen: true,
      link: '/profile',
      useRouter: true,
    },
    {
      id: 'c9a0f8de-3c2b-4d4b-9d0b-4b1e9b3fd0a1',
      icon: 'film',
      title: 'Promotional video published',
      description: 'The new video with ÖGS and captions is online.',
      time: minutesAgo(6 * day),
      read: true,
      seen: true,
      link: '/policies/terms',
      useRouter: false,
    },
  ];
}
