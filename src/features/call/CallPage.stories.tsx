import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { CallPage } from './CallPage';
import type { MediaDevicesLike } from './use-local-media';

/**
 * The call room with Chromium's fake camera and microphone (the test browser starts with them),
 * and with stand-ins for a refused permission, a missing device and a browser without media.
 * The live camera picture is painted over in the screenshots.
 */
const meta = preview.meta({
  title: 'Screens/Call',
  component: CallPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/call?id=room-42' }, screenshotMask: 'video' },
});

const refusing = (name: string): MediaDevicesLike => ({
  getUserMedia: () => Promise.reject(new DOMException('refused', name)),
  enumerateDevices: () => Promise.resolve([]),
});

const videoOf = (canvasElement: HTMLElement) => canvasElement.querySelector('video') as HTMLVideoElement;

/** The own picture from the camera, the microphone live, and who is in the room. */
export const WithRoom = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Call with Maria Huber' })).toBeVisible());
    await waitFor(() => expect(videoOf(canvasElement)?.srcObject).toBeInstanceOf(MediaStream));
    const stream = videoOf(canvasElement).srcObject as MediaStream;
    await expect(stream.getVideoTracks()[0]?.readyState).toBe('live');
    await expect(stream.getAudioTracks()[0]?.enabled).toBe(true);
    const people = within(await canvas.findByRole('region', { name: 'In the call' }));
    await waitFor(() => expect(people.getByText('Maria Huber')).toBeVisible());
    await expect(people.getByText('Anna Gruber')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leave the call' })).toHaveAttribute('href', '/en-US/home');
  },
});

/** Mute switches the microphone's track off, the camera button the picture; both switch back. */
export const MuteAndCamera = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    const mute = await canvas.findByRole('button', { name: 'Mute' });
    const stream = videoOf(canvasElement).srcObject as MediaStream;
    const cameraButton = canvas.getByRole('button', { name: 'Turn camera off' });
    const before = { mute: mute.getBoundingClientRect(), camera: cameraButton.getBoundingClientRect() };
    await userEvent.click(mute);
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    // The controls keep their places when a label changes.
    await expect(mute.getBoundingClientRect().width).toBe(before.mute.width);
    await expect(cameraButton.getBoundingClientRect().left).toBe(before.camera.left);
    await expect(stream.getAudioTracks()[0]?.enabled).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn camera off' }));
    await expect(stream.getVideoTracks()[0]?.enabled).toBe(false);
    await expect(canvas.getByText('Your camera is off')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unmute' }));
    await expect(stream.getAudioTracks()[0]?.enabled).toBe(true);
  },
});

/** The devices are listed by name once access is allowed; choosing one asks for it. */
export const ChooseDevices = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Mute' });
    // A select is named by its value and its label: "<device> Camera".
    await userEvent.click(canvas.getByRole('button', { name: /Camera$/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.length).toBeGreaterThan(0);
    await userEvent.click(options[0]!);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mute' })).toBeVisible());
  },
});

/** A refused permission is explained, with a way to try again. */
export const PermissionDenied = meta.story({
  args: { media: refusing('NotAllowedError') },
  play: async ({ canvas }) => {
    const problem = await canvas.findByRole('alert');
    await expect(problem).toHaveTextContent('Camera and microphone are blocked.');
    await expect(problem).toHaveTextContent('Allow them for this site in the browser');
    await expect(within(problem).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mute' })).toBeNull();
  },
});

export const NoDevice = meta.story({
  args: { media: refusing('NotFoundError') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No camera or microphone was found.');
  },
});

export const DeviceBusy = meta.story({
  args: { media: refusing('NotReadableError') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The camera or microphone is in use.');
  },
});

/** Trying again after the user allowed access brings the picture. */
export const AllowedOnSecondTry = meta.story({
  args: {
    media: (() => {
      let tries = 0;
      return {
        getUserMedia: (constraints?: MediaStreamConstraints) =>
          tries++ === 0 ? Promise.reject(new DOMException('refused', 'NotAllowedError')) : navigator.mediaDevices.getUserMedia(constraints),
        enumerateDevices: () => navigator.mediaDevices.enumerateDevices(),
      };
    })(),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mute' })).toBeVisible());
  },
});

/** Without media devices (an insecure page, an old browser) the room says why. */
export const Unsupported = meta.story({
  args: { media: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This browser cannot use a camera here.');
  },
});

export const ParticipantsLoading = meta.story({
  args: { media: refusing('NotAllowedError') },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/calls/room', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region', { name: 'In the call' })).toBeVisible());
    await expect(canvas.queryByText('Maria Huber')).toBeNull();
  },
});

export const ParticipantsFailed = meta.story({
  args: { media: refusing('NotAllowedError') },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/calls/room', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Who is in the call could not be loaded.')).toBeVisible());
  },
});

/** Without a room id the page says how to get to a call instead of showing an empty room. */
export const WithoutRoom = meta.story({
  parameters: { route: { path: '/{lang}/call' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'No call room given' })).toBeVisible());
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { media: refusing('NotAllowedError') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'مكالمة مع Maria Huber' })).toBeVisible());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('الكاميرا والميكروفون محظوران.');
  },
});
