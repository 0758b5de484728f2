import { describe, expect, it } from 'vitest';
import type { Mail, MailAttachment, MailFolderWithCount, MailLabel, MailPage, Pagination } from '@/features/mailbox/schemas';
import { createMails, mailOwner } from '../data/mailbox';
import { fetchSignedIn, serveFakeBackend, signedInApi, signedInApiIn } from '../node';

serveFakeBackend();

const api = signedInApi;
const send = (method: string, path: string, body: unknown) =>
  fetchSignedIn(`http://localhost/${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const page = (query: string) => api.get<{ mails: Mail[]; pagination: Pagination }>(`api/apps/mailbox/mails?${query}`);
const folders = () => api.get<MailFolderWithCount[]>('api/apps/mailbox/folders');
const folderId = async (slug: string) => (await folders()).find((folder) => folder.slug === slug)!.id;
const upload = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([bytes as BlobPart], name));
  return fetchSignedIn('http://localhost/api/apps/mailbox/attachment', { method: 'POST', body: form });
};
const onePixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const written = {
  to: ['Lukas Hofer <lukas.hofer@dolmetsch-wien.at>'],
  cc: [],
  bcc: [],
  subject: 'Dienstplan',
  html: '<p>Hallo <strong>Lukas</strong></p>',
  attachments: [] as string[],
};

describe('the sample mails', () => {
  it('come from whoever signs them, are written to whoever they greet, and cost euros', () => {
    const firstName = (contact: string) => contact.split(' ')[0]!;
    for (const mail of createMails()) {
      const lines = mail.content.split('\n').filter(Boolean);
      const signature = lines.at(-1)!;
      const other = mail.from.contact === mailOwner ? mail.to : mail.from.contact;
      if (mail.folder === createMails()[0]!.folder && !/no-reply|forum@/.test(other))
        expect([firstName(other), other.split(' <')[0], 'Buchhaltung', 'ليلى'], mail.subject).toContain(signature);
      if (mail.from.contact === mailOwner && /^(Hallo|Sehr geehrte Frau) /.test(lines[0]!))
        expect(lines[0], mail.subject).toMatch(new RegExp(`${firstName(other)}|${other.split(' <')[0]!.split(' ').at(-1)}`));
      expect(mail.content, mail.subject).not.toMatch(/\d \$/);
    }
  });
});

describe('api/apps/mailbox', () => {
  it('holds about 100 mails over inbox (most), sent, drafts and spam, none in the trash, with attachments of the three types', async () => {
    const counts: Record<string, number> = {};
    for (const folder of await folders()) counts[folder.slug] = (await page(`folder=${folder.slug}`)).pagination?.totalResults ?? 0;
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    expect(total).toBe(100);
    expect(counts.inbox).toBeGreaterThan(total / 2);
    expect(counts).toMatchObject({ trash: 0 });
    expect(counts.sent! * counts.drafts! * counts.spam!).toBeGreaterThan(0);
    const inbox = await page('folder=inbox');
    const types = new Set<string>();
    for (let number = 1; number <= inbox.pagination.lastPage; number++)
      for (const mail of (await page(`folder=inbox&page=${number}`)).mails) mail.attachments.forEach((file) => types.add(file.type));
    expect([...types].sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });

  it('pages 10 at a time, newest first, with the spec’s fields; a page beyond the last answers only lastPage', async () => {
    const first = await page('folder=inbox&page=1');
    expect(first.mails).toHaveLength(10);
    expect(first.mails.map((mail) => mail.date)).toEqual(
      first.mails
        .map((mail) => mail.date)
        .sort()
        .reverse(),
    );
    expect(first.pagination).toMatchObject({ resultsPerPage: 10, currentPage: 1, startIndex: 0, endIndex: 9 });
    const { totalResults, lastPage } = first.pagination;
    expect(lastPage).toBe(Math.ceil(totalResults / 10));
    const last = await page(`folder=inbox&page=${lastPage}`);
    expect(last.pagination).toEqual({
      totalResults,
      resultsPerPage: 10,
      currentPage: lastPage,
      lastPage,
      startIndex: (lastPage - 1) * 10,
      endIndex: totalResults - 1,
    });
    expect(await api.get<MailPage>(`api/apps/mailbox/mails?folder=inbox&page=${lastPage + 1}`)).toEqual({ pagination: { lastPage } });
    expect((await fetchSignedIn('http://localhost/api/apps/mailbox/mails?folder=nowhere')).status).toBe(404);
  });

  it('counts the unread mails of each folder, and a read mail counts no more', async () => {
    const before = (await folders()).find((folder) => folder.slug === 'inbox')!;
    expect(before.count).toBeGreaterThan(0);
    const unread = (await page('folder=inbox')).mails.find((mail) => mail.unread)!;
    await api.patch('api/apps/mailbox/mail', { id: unread.id, mail: { unread: false } });
    expect((await folders()).find((folder) => folder.slug === 'inbox')!.count).toBe(before.count - 1);
  });

  it('filters starred and important mails, and a label’s, outside spam and trash', async () => {
    const spam = await folderId('spam');
    const starred = await page('filter=starred');
    expect(starred.mails.length).toBeGreaterThan(0);
    expect(starred.mails.every((mail) => mail.starred && mail.folder !== spam)).toBe(true);
    expect((await page('filter=important')).mails.every((mail) => mail.important)).toBe(true);
    const work = (await api.get<MailLabel[]>('api/apps/mailbox/labels')).find((label) => label.slug === 'work')!;
    const labelled = await page('label=work');
    expect(labelled.mails.every((mail) => mail.labels.includes(work.id))).toBe(true);
    // Moved to the trash, a starred mail leaves the filter.
    await api.patch('api/apps/mailbox/mail', { id: starred.mails[0]!.id, mail: { folder: await folderId('trash') } });
    expect((await page('filter=starred')).pagination.totalResults).toBe(starred.pagination.totalResults - 1);
  });

  it('changes one mail or several, with known folders and labels only; several get labels added', async () => {
    const [a, b] = (await page('folder=inbox')).mails;
    const [personal, work] = await api.get<MailLabel[]>('api/apps/mailbox/labels');
    await api.patch('api/apps/mailbox/mail', { id: a!.id, mail: { labels: [personal!.id] } });
    const changed = await api.patch<Mail[]>('api/apps/mailbox/mails', { ids: [a!.id, b!.id], mail: { starred: true, labels: [work!.id] } });
    expect(changed.every((mail) => mail.starred && mail.labels.includes(work!.id))).toBe(true);
    expect(changed[0]!.labels).toContain(personal!.id);
    expect((await send('PATCH', 'api/apps/mailbox/mail', { id: a!.id, mail: { folder: 'nowhere' } })).status).toBe(400);
    expect((await send('PATCH', 'api/apps/mailbox/mail', { id: a!.id, mail: { labels: ['made-up'] } })).status).toBe(400);
    expect((await send('PATCH', 'api/apps/mailbox/mail', { id: a!.id, mail: { subject: 'forged' } })).status).toBe(400);
    expect(await api.patch('api/apps/mailbox/mail', { id: 'nobody', mail: { unread: true } })).toBeNull();
  });

  it('makes labels with a slug that no folder, filter or other label has; a deleted label leaves every mail', async () => {
    const made = await api.post<MailLabel>('api/apps/mailbox/label', { label: { title: 'Inbox', color: 'teal' } });
    expect(made.slug).toBe('inbox-2');
    const again = await api.post<MailLabel>('api/apps/mailbox/label', { label: { title: 'Work', color: 'green' } });
    expect(again.slug).toBe('work-2');
    expect((await api.get<MailLabel[]>('api/apps/mailbox/labels')).at(-1)!.id).toBe(again.id);
    expect((await send('POST', 'api/apps/mailbox/label', { label: { title: 'x', color: 'pink' } })).status).toBe(400);
    const renamed = await api.patch<MailLabel>('api/apps/mailbox/label', { id: made.id, label: { title: 'Dolmetsch-Einsätze' } });
    expect(renamed).toMatchObject({ title: 'Dolmetsch-Einsätze', slug: 'dolmetsch-einsatze', color: 'teal' });
    const work = (await api.get<MailLabel[]>('api/apps/mailbox/labels')).find((label) => label.slug === 'work')!;
    await api.delete(`api/apps/mailbox/label?id=${work.id}`);
    expect((await send('GET', 'api/apps/mailbox/mails?label=work', undefined)).status).toBe(404);
    for (const slug of ['inbox', 'sent', 'drafts'])
      expect((await page(`folder=${slug}&page=1`)).mails.some((mail) => mail.labels.includes(work.id))).toBe(false);
  });

  it("names the sample labels in the request's language, and a label a user named as it was named", async () => {
    const titles = async (locale: string) =>
      (await signedInApiIn(locale).get<MailLabel[]>('api/apps/mailbox/labels')).map((label) => label.title);
    expect(await titles('de-AT')).toEqual(['Persönlich', 'Arbeit', 'Zahlungen', 'Rechnungen', 'Konten', 'Foren']);
    expect(await titles('en-US')).toEqual(['Personal', 'Work', 'Payments', 'Invoices', 'Accounts', 'Forums']);
    const arabic = await titles('ar-SA');
    expect(arabic.filter((title) => /[A-Za-zÄÖÜäöüß]/.test(title))).toEqual([]);
    const [personal] = await signedInApiIn('ar-SA').get<MailLabel[]>('api/apps/mailbox/labels');
    // A change of colour answers the label in the asker's language; a new name is kept as written.
    expect(
      await signedInApiIn('ar-SA').patch<MailLabel>('api/apps/mailbox/label', { id: personal!.id, label: { color: 'green' } }),
    ).toMatchObject({
      title: arabic[0],
      slug: 'personal',
    });
    await signedInApiIn('ar-SA').patch('api/apps/mailbox/label', { id: personal!.id, label: { title: 'Familie' } });
    expect((await titles('ar-SA'))[0]).toBe('Familie');
    // A user's name that happens to be a sample name in another language is the user's too.
    await signedInApiIn('en-US').post('api/apps/mailbox/label', { label: { title: 'Arbeit', color: 'teal' } });
    expect((await titles('en-US')).at(-1)).toBe('Arbeit');
  });

  it('sends a written mail to sent and saves a draft to drafts; a draft saved again or sent replaces itself', async () => {
    const draft = await api.post<Mail>('api/apps/mailbox/mail', { mail: { ...written, to: [] }, send: false });
    expect(draft).toMatchObject({ folder: await folderId('drafts'), subject: 'Dienstplan', content: 'Hallo Lukas', unread: false });
    const sentMail = await api.post<Mail>('api/apps/mailbox/mail', { mail: written, send: true, draftId: draft.id });
    expect(sentMail).toMatchObject({
      id: draft.id,
      folder: await folderId('sent'),
      to: 'Lukas Hofer <lukas.hofer@dolmetsch-wien.at>',
      html: '<p>Hallo <strong>Lukas</strong></p>',
    });
    expect((await page('folder=drafts')).mails.some((mail) => mail.id === draft.id)).toBe(false);
    expect((await page('folder=sent')).mails[0]!.id).toBe(draft.id);
    expect((await send('POST', 'api/apps/mailbox/mail', { mail: written, send: true, draftId: 'nobody' })).status).toBe(400);
  });

  it('refuses a mail with a wrong address (and says which), none to send to, or HTML beyond the editor’s', async () => {
    const wrong = await send('POST', 'api/apps/mailbox/mail', {
      mail: { ...written, cc: ['ok@example.com', 'not an address'] },
      send: true,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ field: 'mail.cc', reason: 'Not an e-mail address: not an address' });
    expect((await send('POST', 'api/apps/mailbox/mail', { mail: { ...written, to: [] }, send: true })).status).toBe(400);
    for (const html of [
      '<p>hi</p><script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<p onclick="alert(1)">hi</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      '<a href="jav&#x61;script:alert(1)">x</a>',
      '<a href="data:text/html,hi">x</a>',
    ]) {
      const answer = await send('POST', 'api/apps/mailbox/mail', { mail: { ...written, html }, send: true });
      expect(answer.status, html).toBe(400);
    }
    const linked = await api.post<Mail>('api/apps/mailbox/mail', {
      mail: {
        ...written,
        html: '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">Plan</a></p>',
      },
      send: true,
    });
    expect(linked.content).toBe('Plan');
  });

  it('takes JPEG, PNG and PDF attachments by their bytes, at most 10 MB, and a mail only with uploaded ones', async () => {
    // The kind is told by the bytes, and the name must not claim another.
    expect((await upload(onePixelPng, 'pixel.pdf')).status).toBe(400);
    const picture = await upload(onePixelPng, 'pixel.png');
    expect(picture.status).toBe(200);
    const attachment = (await picture.json()) as MailAttachment;
    expect(attachment).toMatchObject({ type: 'image/png', name: 'pixel.png', size: onePixelPng.length });
    expect(attachment.preview).toMatch(/^data:image\/png;base64,/);
    const pdf = (await (await upload(new TextEncoder().encode('%PDF-1.4\n%…'), 'plan.pdf')).json()) as MailAttachment;
    expect(pdf).toMatchObject({ type: 'application/pdf', preview: 'pdf' });
    expect((await upload(new TextEncoder().encode('<script>alert(1)</script>'), 'evil.png')).status).toBe(400);
    expect((await upload(new Uint8Array(10 * 1024 * 1024 + 1), 'big.pdf')).status).toBe(400);
    const mail = await api.post<Mail>('api/apps/mailbox/mail', { mail: { ...written, attachments: [attachment.id, pdf.id] }, send: true });
    expect(mail.attachments.map((file) => file.name)).toEqual(['pixel.png', 'plan.pdf']);
    expect((await send('POST', 'api/apps/mailbox/mail', { mail: { ...written, attachments: ['forged'] }, send: true })).status).toBe(400);
  });

  it('keeps the message layout, right by default', async () => {
    expect(await api.get('api/apps/mailbox/settings')).toEqual({ messageLayout: 'right' });
    expect(await api.patch('api/apps/mailbox/settings', { settings: { messageLayout: 'below' } })).toEqual({ messageLayout: 'below' });
    expect(await api.get('api/apps/mailbox/settings')).toEqual({ messageLayout: 'below' });
    expect((await send('PATCH', 'api/apps/mailbox/settings', { settings: { messageLayout: 'left' } })).status).toBe(400);
  });
});
