import type { Point, Wallets } from '@/features/dashboards/schemas';
import { sampleTranslator } from './sample-language';
import { sampleToday } from './sample-today';

/**
 * Sample data of the four dashboards and the activity feed (template-apps.md points 3 and 9). Every
 * series is computed, not random: the same numbers on every machine and day, dated back from the
 * sample "today", with the spec's counts (every 3rd day over 12 months, 65 days, 145 points, 20
 * minutes) and its fixed numbers (8,878.48, 34,500, 20,000, 1,000, 250,000).
 */

const day = 86_400_000;
const minute = 60_000;

/** A calm, repeatable wave around `base`: two sines and a slow trend, rounded to `digits`. */
function wave(index: number, base: number, amplitude: number, { trend = 0, phase = 0, digits = 0 } = {}) {
  const value = base + trend * index + amplitude * (0.6 * Math.sin(index / 5 + phase) + 0.4 * Math.sin(index / 1.7 + phase * 2));
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const startOfSampleDay = Date.UTC(sampleToday.getUTCFullYear(), sampleToday.getUTCMonth(), sampleToday.getUTCDate());

/** Every `step` days over the year that ends on `end` (the sample day), oldest first, the last one `end` itself. */
function daysOverAYear(step: number, end = startOfSampleDay) {
  const start = new Date(end);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  const days: number[] = [];
  for (let time = end; time >= start.getTime(); time -= step * day) days.unshift(time);
  return days;
}

// ----- Analytics -----

/** A week's range as an ISO 8601 interval (`2026-03-09/2026-03-15`); the client formats it in its locale. */
const weekRange = (weeksAgo: number) =>
  `${isoDay(startOfSampleDay - (weeksAgo * 7 + 6) * day)}/${isoDay(startOfSampleDay - weeksAgo * 7 * day)}`;

function weeklyFigure(name: string, amount: number, base: number, phase: number) {
  const weeks = Array.from({ length: 9 }, (_, index) => 8 - index);
  return {
    amount,
    labels: weeks.map(weekRange),
    series: [{ name, data: weeks.map((weeksAgo, index) => ({ x: weekRange(weeksAgo), y: wave(index, base, base * 0.25, { phase }) })) }],
  };
}

export function createAnalytics() {
  const visitorsOf = (end: number, base: number) =>
    daysOverAYear(3, end).map((time, index) => ({
      x: new Date(time).toISOString(),
      y: wave(index, base, base * 0.18, { trend: base / 400 }),
    }));
  const lastYearEnd = new Date(startOfSampleDay);
  lastYearEnd.setUTCFullYear(lastYearEnd.getUTCFullYear() - 1);
  const sixtyFiveDays = Array.from({ length: 65 }, (_, index) => startOfSampleDay - (64 - index) * day);
  const donut = (uniqueVisitors: number, series: [number, number], labels: [string, string]) => ({ uniqueVisitors, series, labels });
  return {
    visitors: {
      ranges: { 'this-year': 'This Year', 'last-year': 'Last Year' },
      series: {
        'this-year': [{ name: 'Visitors', data: visitorsOf(startOfSampleDay, 4200) }],
        'last-year': [{ name: 'Visitors', data: visitorsOf(lastYearEnd.getTime(), 3100) }],
      },
    },
    conversions: weeklyFigure('Conversions', 4123, 470, 0.3),
    impressions: weeklyFigure('Impressions', 46085, 5100, 1.1),
    visits: weeklyFigure('Visits', 62083, 6900, 2.2),
    visitorsVsPageViews: {
      overallScore: 472,
      averageRatio: 45,
      predictedRatio: 55,
      series: [
        {
          name: 'Page Views',
          data: sixtyFiveDays.map((time, index) => ({ x: new Date(time).toISOString(), y: wave(index, 5200, 900, { phase: 0.8 }) })),
        },
        {
          name: 'Visitors',
          data: sixtyFiveDays.map((time, index) => ({ x: new Date(time).toISOString(), y: wave(index, 2300, 500, { phase: 0.2 }) })),
        },
      ],
    },
    newVsReturning: donut(9688, [80, 20], ['New', 'Returning']),
    gender: donut(9688, [55, 45], ['Male', 'Female']),
    age: donut(9688, [35, 65], ['Under 30', 'Over 30']),
    language: donut(9688, [25, 75], ['English', 'Other']),
  };
}

// ----- Finance -----

export const financeLimits = { statementLimit: 34500, expensesLimit: 20000, billsLimit: 1000, savingsGoal: 250000 } as const;

export function createFinance() {
  const days = daysOverAYear(3);
  const predicted = days.map((time, index) => ({
    x: new Date(time).toISOString(),
    y: wave(index, 18000, 1200, { trend: 110, digits: 2 }),
  }));
  const actual = days.map((time, index) => ({
    x: new Date(time).toISOString(),
    y: wave(index, 17400, 1800, { trend: 118, phase: 0.7, digits: 2 }),
  }));
  const at = (daysAgo: number, hour = 10) => new Date(startOfSampleDay - daysAgo * day + hour * 3_600_000).toISOString();
  const transactions: [string, number, 'completed' | 'pending', number][] = [
    ['Dolmetschpool Wien', -2140.5, 'pending', 0],
    ['Gebärdenwerk Graz', 4800, 'completed', 1],
    ['A1 Telekom Austria', -189.9, 'completed', 2],
    ['Verein Hörbehindertenhilfe', 1250, 'completed', 4],
    ['Amazon Web Services', -612.37, 'completed', 5],
    ['Stadt Wien MA 11', 9600, 'pending', 7],
    ['Kanzlei Berger', -980, 'completed', 9],
    ['ÖBB Reisebüro', -74.2, 'completed', 12],
    ['Landesklinikum Linz', 3420.75, 'completed', 15],
    ['Büroservice Maier', -328.4, 'pending', 18],
  ];
  return {
    accountBalance: {
      growRate: 38.33,
      ami: 6478,
      series: [
        { name: 'Predicted', data: predicted },
        { name: 'Actual', data: actual },
      ],
    },
    budget: {
      expenses: 11763.34,
      expensesLimit: financeLimits.expensesLimit,
      savings: 10974.12,
      savingsGoal: financeLimits.savingsGoal,
      bills: 1789.22,
      billsLimit: financeLimits.billsLimit,
    },
    previousStatement: { status: 'paid' as const, date: at(46), limit: financeLimits.statementLimit, spent: 27898.52, minimum: 7891.35 },
    currentStatement: { status: 'pending' as const, date: at(-14), limit: financeLimits.statementLimit, spent: 18715.28, minimum: 3842.17 },
    recentTransactions: transactions.map(([name, amount, status, daysAgo], index) => ({
      id: `transaction-${index + 1}`,
      transactionId: `528651571NT${String(index + 1).padStart(3, '0')}`,
      name,
      amount,
      status,
      date: at(daysAgo, 8 + index),
    })),
  };
}

// ----- Crypto -----

/** The sample btc price: the last point of its series ends on it. */
export const btcPrice = 8878.48;

export const cryptoPrices: Wallets = { btc: btcPrice, eth: 170.46, bch: 359.93, xrp: 0.23512 };

/** The wallets' fixed balances (template-apps.md point 9). */
export const walletBalances: Wallets = { btc: 24.97311243, eth: 126.3812212, bch: 52.0021, xrp: 14923.4389 };

const watchlistCoins: [string, string, number, 'up' | 'down', number][] = [
  ['Ethereum', 'ETH', 170.46, 'up', 2.35],
  ['Bitcoin Cash', 'BCH', 359.93, 'up', 9.94],
  ['XRP', 'XRP', 0.23512, 'down', 0.35],
  ['Litecoin', 'LTC', 60.15, 'up', 0.45],
  ['Zcash', 'ZEC', 58.41, 'down', 8.79],
  ['Bitcoin Gold', 'BTG', 12.23, 'up', 4.42],
];

const hhmm = (time: number) => {
  const date = new Date(time);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

/** A series that ends exactly on `last`: `count` points of a wave shifted so that its final point is the price. */
function endingOn<X>(xs: X[], last: number, amplitude: number, digits: number, phase = 0): Point<X>[] {
  const raw = xs.map((_, index) => wave(index, last, amplitude, { phase, digits }));
  const shift = last - raw[raw.length - 1]!;
  const factor = 10 ** digits;
  return xs.map((x, index) => ({ x, y: Math.round((raw[index]! + shift) * factor) / factor }));
}

export function createCrypto() {
  const now = sampleToday.getTime();
  // The last 20 minutes, one point a minute, as the clock shows them (HH:mm), oldest first.
  const minutes = Array.from({ length: 20 }, (_, index) => hhmm(now - (19 - index) * minute));
  const offsets = Array.from({ length: 145 }, (_, index) => index - 145);
  return {
    btc: {
      amount: btcPrice,
      trend: { dir: 'up' as const, amount: 0.25 },
      marketCap: 148752956966,
      volume: 22903438381,
      supply: 18168448,
      allTimeHigh: 19891,
      price: { series: [{ name: 'Price', data: endingOn(offsets, btcPrice, 60, 2, 0.4) }] },
    },
    prices: { ...cryptoPrices },
    wallets: { ...walletBalances },
    watchlist: watchlistCoins.map(([title, iso, amount, dir, trend], index) => {
      const digits = amount < 1 ? 5 : 2;
      return {
        title,
        iso,
        amount,
        trend: { dir, amount: trend },
        series: [{ name: 'Price', data: endingOn(minutes, amount, amount * 0.012, digits, index) }],
      };
    }),
  };
}

// ----- Project dashboard -----

export const sampleProjects = [
  { id: 'video-relay', name: 'Videodolmetsch-Vermittlung' },
  { id: 'captioning', name: 'Live-Untertitelung' },
  { id: 'emergency-path', name: 'Notruf barrierefrei' },
] as const;
export type ProjectId = (typeof sampleProjects)[number]['id'];

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const teamMembers = [
  ['Anna Gruber', 'Projektleitung'],
  ['Lukas Steiner', 'Entwicklung'],
  ['Miriam Haddad', 'Gebärdensprachdolmetscherin'],
  ['Jonas Wimmer', 'Schriftdolmetscher'],
  ['Elif Yılmaz', 'Qualitätssicherung'],
  ['Tobias Huber', 'Leitstelle'],
  ['Sophie Lang', 'Design'],
  ['David Auer', 'Betrieb'],
] as const;

/** The parts of the work the tasks fall into. */
const taskAreas = ['Schnittstelle', 'Server', 'Oberfläche', 'Tickets'];

const ascii = (text: string) =>
  text
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '');

function createProject(projectId: ProjectId) {
  const index = sampleProjects.findIndex((project) => project.id === projectId);
  const project = sampleProjects[index]!;
  const scale = 1 + index * 0.35;
  const week = (phase: number) =>
    weekdays.map((weekday, dayIndex) => ({
      day: weekday,
      newIssues: Math.round(wave(dayIndex, 30 * scale, 12, { phase })),
      closedIssues: Math.round(wave(dayIndex, 22 * scale, 9, { phase: phase + 1 })),
    }));
  const overviewOf = (days: ReturnType<typeof week>, extra: number) => {
    const created = days.reduce((sum, entry) => sum + entry.newIssues, 0);
    const closed = days.reduce((sum, entry) => sum + entry.closedIssues, 0);
    return {
      newIssues: created,
      closedIssues: closed,
      fixed: Math.round(closed * 0.62),
      wontFix: Math.round(closed * 0.08) + extra,
      reOpened: 4 + extra,
      needsTriage: 7 + index * 2,
    };
  };
  const thisWeek = week(0.5 + index);
  const lastWeek = week(2.1 + index);
  const at = (dayOffset: number, hour: number, minutes = 0) =>
    new Date(startOfSampleDay + dayOffset * day + (hour - 1) * 3_600_000 + minutes * minute).toISOString();
  const budget = [
    ['Dolmetschleistungen', 84000 * scale, 0.62],
    ['Technik', 32000 * scale, 0.48],
    ['Schulung', 18000 * scale, 0.21],
    ['Barrierefreiheit', 14500 * scale, 0.35],
    ['Verwaltung', 9500 * scale, 0.74],
  ] as const;
  const expenseSeries = (length: number, base: number, phase: number, label: (offset: number) => string) =>
    Array.from({ length }, (_, offset) => ({ x: label(length - 1 - offset), y: wave(offset, base, base * 0.3, { phase, digits: 2 }) }));
  const weekly = expenseSeries(7, 560 * scale, 0.2, (daysAgo) => isoDay(startOfSampleDay - daysAgo * day));
  const monthly = expenseSeries(12, 2400 * scale, 1.3, (weeksAgo) => isoDay(startOfSampleDay - weeksAgo * 7 * day));
  const yearly = expenseSeries(12, 10400 * scale, 2.4, (monthsAgo) => {
    const date = new Date(startOfSampleDay);
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() - monthsAgo);
    return isoDay(date.getTime());
  });
  const sum = (points: Point[]) => Math.round(points.reduce((total, point) => total + point.y, 0) * 100) / 100;
  return {
    id: project.id,
    name: project.name,
    projects: sampleProjects.map(({ id, name }) => ({ id, name })),
    summary: {
      dueTasks: { amount: 21 + index * 4, overdue: 6 + index },
      overdue: { amount: 17 - index * 3, yesterday: 9 - index },
      issues: { amount: 24 + index * 7, closedToday: 19 - index * 2 },
      features: { amount: 38 - index * 5, proposals: 16 + index },
    },
    issues: {
      'this-week': { days: thisWeek, ...overviewOf(thisWeek, 0) },
      'last-week': { days: lastWeek, ...overviewOf(lastWeek, 2) },
    },
    taskDistribution: {
      'this-week': { labels: taskAreas, series: [15 + index, 20, 38 - index * 3, 27] },
      'last-week': { labels: taskAreas, series: [19, 16 + index, 42, 23 - index] },
    },
    schedule: {
      today: [
        { title: 'Teambesprechung Vermittlung', time: at(0, 10, 30), location: 'Raum 2.14' },
        { title: 'Abstimmung mit der Leitstelle', time: at(0, 13), location: 'Videoanruf' },
        { title: 'Dolmetscheinsatz Landesklinikum', time: at(0, 15, 30), location: 'Linz' },
        { title: 'Wochenbericht abgeben', time: null, location: null },
      ],
      tomorrow: [
        { title: 'Schulung Notrufabläufe', time: at(1, 9), location: 'Schulungsraum' },
        { title: 'Rückruf Verein Hörbehindertenhilfe', time: at(1, 11, 15), location: 'Telefon' },
        { title: 'Release der Vermittlungs-App', time: at(1, 16), location: null },
      ],
    },
    budgetDistribution: budget.map(([category, total, spent]) => ({ category, amount: Math.round(total * spent) })),
    expenses: {
      week: { amount: sum(weekly), series: weekly },
      month: { amount: sum(monthly), series: monthly },
      year: { amount: sum(yearly), series: yearly },
    },
    budgetDetails: budget.map(([type, total, spent], row) => {
      const expenses = Math.round(total * spent * 100) / 100;
      return {
        id: `budget-${row + 1}`,
        type,
        total: Math.round(total * 100) / 100,
        expensesAmount: expenses,
        expensesPercentage: Math.round(spent * 1000) / 10,
        remainingAmount: Math.round((total - expenses) * 100) / 100,
        remainingPercentage: Math.round((1 - spent) * 1000) / 10,
      };
    }),
    teamMembers: teamMembers.map(([name, title], member) => {
      const [first, last] = ascii(name).toLowerCase().split(' ');
      return {
        id: `member-${member + 1}`,
        avatar: member === 0 ? '/images/avatars/anna-gruber.svg' : null,
        name,
        email: `${first}.${last}@callcenter.example`,
        phone: `+43 1 ${String(5310000 + member * 137 + index * 11)}`,
        title,
      };
    }),
  };
}

/** The project dashboard's words in English and Arabic, beside the German they are written in above. */
const projectTexts = sampleTranslator([
  ['Videodolmetsch-Vermittlung', 'Video interpreting service', 'خدمة الترجمة عبر الفيديو'],
  ['Live-Untertitelung', 'Live captioning', 'الترجمة النصية المباشرة'],
  ['Notruf barrierefrei', 'Accessible emergency calls', 'مكالمات طوارئ بلا عوائق'],
  ['Projektleitung', 'Project lead', 'إدارة المشروع'],
  ['Entwicklung', 'Development', 'التطوير'],
  ['Gebärdensprachdolmetscherin', 'Sign language interpreter', 'مترجمة لغة الإشارة'],
  ['Schriftdolmetscher', 'Written interpreter', 'مترجم كتابي'],
  ['Qualitätssicherung', 'Quality assurance', 'ضمان الجودة'],
  ['Leitstelle', 'Control centre', 'مركز التحكم'],
  ['Design', 'Design', 'التصميم'],
  ['Betrieb', 'Operations', 'التشغيل'],
  ['Dolmetschleistungen', 'Interpreting services', 'خدمات الترجمة الفورية'],
  ['Technik', 'Technology', 'التقنية'],
  ['Schulung', 'Training', 'التدريب'],
  ['Barrierefreiheit', 'Accessibility', 'إمكانية الوصول'],
  ['Verwaltung', 'Administration', 'الإدارة'],
  ['Teambesprechung Vermittlung', 'Switching team meeting', 'اجتماع فريق الوساطة'],
  ['Abstimmung mit der Leitstelle', 'Coordination with the control centre', 'التنسيق مع مركز التحكم'],
  ['Dolmetscheinsatz Landesklinikum', 'Interpreting at the regional hospital', 'مهمة ترجمة في مستشفى الولاية'],
  ['Wochenbericht abgeben', 'Hand in the weekly report', 'تسليم التقرير الأسبوعي'],
  ['Schulung Notrufabläufe', 'Training: emergency call procedures', 'تدريب: إجراءات مكالمات الطوارئ'],
  ['Rückruf Verein Hörbehindertenhilfe', 'Call back the hearing-impaired support association', 'معاودة الاتصال بجمعية دعم ضعاف السمع'],
  ['Release der Vermittlungs-App', 'Release of the switching app', 'إطلاق تطبيق الوساطة'],
  ['Raum 2.14', 'Room 2.14', 'الغرفة ٢٫١٤'],
  ['Videoanruf', 'Video call', 'مكالمة فيديو'],
  ['Linz', 'Linz', 'لينتس'],
  ['Schulungsraum', 'Training room', 'قاعة التدريب'],
  ['Telefon', 'Phone', 'الهاتف'],
  ['Schnittstelle', 'API', 'الواجهة البرمجية'],
  ['Server', 'Backend', 'الخادم'],
  ['Oberfläche', 'Frontend', 'الواجهة'],
  ['Tickets', 'Issues', 'التذاكر'],
]);

/** A project as the asker reads it: its names, schedule, budget lines and team titles in the locale's language. */
export function projectIn(projectId: ProjectId, locale: string) {
  const t = (text: string) => projectTexts(text, locale);
  const project = createProject(projectId);
  const entry = <T extends { title: string; location: string | null }>(item: T): T => ({
    ...item,
    title: t(item.title),
    location: item.location && t(item.location),
  });
  return {
    ...project,
    name: t(project.name),
    projects: project.projects.map((item) => ({ ...item, name: t(item.name) })),
    schedule: { today: project.schedule.today.map(entry), tomorrow: project.schedule.tomorrow.map(entry) },
    budgetDistribution: project.budgetDistribution.map((item) => ({ ...item, category: t(item.category) })),
    taskDistribution: Object.fromEntries(
      Object.entries(project.taskDistribution).map(([range, share]) => [range, { ...share, labels: share.labels.map(t) }]),
    ) as typeof project.taskDistribution,
    budgetDetails: project.budgetDetails.map((item) => ({ ...item, type: t(item.type) })),
    teamMembers: project.teamMembers.map((member) => ({ ...member, title: t(member.title) })),
  };
}

// ----- Activities -----

/**
 * The activity feed: icons or pictures, HTML in the descriptions and extra content (sanitised by the
 * client), links that go through the router and one that leaves the app. What a careless server could
 * send (a `javascript:` link, an `onerror` attribute) is the stories' and tests' to send, not the demo's.
 */
/** The feed's texts in English and Arabic, beside the German they are written in below. */
const activityTexts = sampleTranslator([
  [
    'Eingehender Anruf von <strong>Miriam Haddad</strong> wurde angenommen',
    'Incoming call from <strong>Miriam Haddad</strong> was answered',
    'تم الرد على مكالمة واردة من <strong>مريم حداد</strong>',
  ],
  ['Projekt-Dashboard', 'Project dashboard', 'لوحة المشروع'],
  [
    '<strong>Jonas Berger</strong> hat Ihnen eine Nachricht geschickt',
    '<strong>Jonas Berger</strong> sent you a message',
    'أرسل لك <strong>يوناس برغر</strong> رسالة',
  ],
  [
    '<p>Können wir den Einsatz im <em>Landesklinikum</em> auf 15:30 verschieben?</p>',
    '<p>Can we move the assignment at the <em>Landesklinikum</em> to 3:30 pm?</p>',
    '<p>هل يمكننا نقل المهمة في <em>مستشفى الولاية</em> إلى الساعة ٣:٣٠ مساءً؟</p>',
  ],
  ['Zum Postfach', 'Go to the mailbox', 'إلى صندوق البريد'],
  [
    'Aufgabe <strong>Wochenbericht</strong> erledigt',
    'Task <strong>Weekly report</strong> done',
    'أُنجزت مهمة <strong>التقرير الأسبوعي</strong>',
  ],
  [
    'Neue Dolmetscherin <strong>Elif Yılmaz</strong> im Pool',
    'New interpreter <strong>Elif Yılmaz</strong> in the pool',
    'المترجمة الجديدة <strong>إليف يلماز</strong> انضمت إلى الفريق',
  ],
  ['Kontakte', 'Contacts', 'جهات الاتصال'],
  [
    'Verbindung zur Leitstelle kurz unterbrochen',
    'Connection to the control centre briefly lost',
    'انقطع الاتصال بمركز التحكم لفترة وجيزة',
  ],
  [
    '<strong>Lukas Steiner</strong> hat einen Kommentar hinterlassen',
    '<strong>Lukas Steiner</strong> left a comment',
    'ترك <strong>لوكاس شتاينر</strong> تعليقًا',
  ],
  [
    '<blockquote>Die neue Warteschlange funktioniert.</blockquote>',
    '<blockquote>The new queue works.</blockquote>',
    '<blockquote>قائمة الانتظار الجديدة تعمل.</blockquote>',
  ],
  ['Zum Chat', 'Go to the chat', 'إلى الدردشة'],
  [
    'Rechnung <strong>2026-0315</strong> wurde bezahlt',
    'Invoice <strong>2026-0315</strong> was paid',
    // An invoice number reads left to right inside Arabic (isolated), not as 0315-2026.
    'تم دفع الفاتورة <strong>\u20662026-0315\u2069</strong>',
  ],
  ['Unternehmensserviceportal', 'Business Service Portal', 'بوابة خدمات الشركات'],
  [
    'Schulung <em>Notrufabläufe</em> für morgen geplant',
    'Training <em>Emergency call procedures</em> planned for tomorrow',
    'تم تحديد موعد تدريب <em>إجراءات مكالمات الطوارئ</em> غدًا',
  ],
  [
    '<strong>Sophie Lang</strong> hat das Projekt <strong>Live-Untertitelung</strong> angelegt',
    '<strong>Sophie Lang</strong> created the project <strong>Live captioning</strong>',
    'أنشأت <strong>صوفي لانغ</strong> مشروع <strong>الترجمة النصية المباشرة</strong>',
  ],
  ['Aufgaben', 'Tasks', 'المهام'],
  ['Systemwartung abgeschlossen', 'System maintenance finished', 'اكتملت صيانة النظام'],
  [
    '<ul><li>Server aktualisiert</li><li>Zertifikate erneuert</li></ul>',
    '<ul><li>Servers updated</li><li>Certificates renewed</li></ul>',
    '<ul><li>تم تحديث الخوادم</li><li>تم تجديد الشهادات</li></ul>',
  ],
]);

/** The feed as the asker reads it: every text of the sample in the locale's language. */
export const activitiesIn = (locale: string) =>
  createActivities().map((entry) => {
    const t = (text: string | undefined) => text && activityTexts(text, locale);
    return { ...entry, description: t(entry.description)!, extraContent: t(entry.extraContent), linkedContent: t(entry.linkedContent) };
  });

function createActivities() {
  const at = (minutesAgo: number) => new Date(sampleToday.getTime() - minutesAgo * minute).toISOString();
  return [
    {
      id: 'activity-1',
      icon: 'phone-arrow-down-left',
      description: 'Eingehender Anruf von <strong>Miriam Haddad</strong> wurde angenommen',
      date: at(12),
      linkedContent: 'Projekt-Dashboard',
      link: '/dashboards/project',
      useRouter: true,
    },
    {
      id: 'activity-2',
      icon: 'envelope',
      description: '<strong>Jonas Berger</strong> hat Ihnen eine Nachricht geschickt',
      date: at(47),
      extraContent: '<p>Können wir den Einsatz im <em>Landesklinikum</em> auf 15:30 verschieben?</p>',
      linkedContent: 'Zum Postfach',
      link: '/apps/mailbox',
      useRouter: true,
    },
    { id: 'activity-3', icon: 'check-circle', description: 'Aufgabe <strong>Wochenbericht</strong> erledigt', date: at(95) },
    {
      id: 'activity-4',
      icon: 'users',
      description: 'Neue Dolmetscherin <strong>Elif Yılmaz</strong> im Pool',
      date: at(180),
      linkedContent: 'Kontakte',
      link: '/apps/contacts',
      useRouter: true,
    },
    { id: 'activity-5', icon: 'exclamation-triangle', description: 'Verbindung zur Leitstelle kurz unterbrochen', date: at(60 * 9) },
    {
      id: 'activity-6',
      icon: 'chat-bubble-left-right',
      description: '<strong>Lukas Steiner</strong> hat einen Kommentar hinterlassen',
      date: at(60 * 26),
      extraContent: '<blockquote>Die neue Warteschlange funktioniert.</blockquote>',
      linkedContent: 'Zum Chat',
      link: '/apps/chat',
      useRouter: true,
    },
    {
      id: 'activity-7',
      icon: 'document-text',
      description: 'Rechnung <strong>2026-0315</strong> wurde bezahlt',
      date: at(60 * 30),
      linkedContent: 'Unternehmensserviceportal',
      link: 'https://www.usp.gv.at/',
      useRouter: false,
    },
    { id: 'activity-8', icon: 'calendar-days', description: 'Schulung <em>Notrufabläufe</em> für morgen geplant', date: at(60 * 50) },
    {
      id: 'activity-9',
      icon: 'briefcase',
      description: '<strong>Sophie Lang</strong> hat das Projekt <strong>Live-Untertitelung</strong> angelegt',
      date: at(60 * 75),
      linkedContent: 'Aufgaben',
      link: '/apps/tasks',
      useRouter: true,
    },
    {
      id: 'activity-10',
      icon: 'bolt',
      description: 'Systemwartung abgeschlossen',
      date: at(60 * 24 * 6),
      extraContent: '<ul><li>Server aktualisiert</li><li>Zertifikate erneuert</li></ul>',
    },
  ];
}
