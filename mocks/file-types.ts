import { pictureRules } from '@/lib/validation';
import { refuse } from './api';

type PictureType = (typeof pictureRules.types)[number];

/** The picture formats the product takes, told by their first bytes: a file's name or stated type proves nothing. */
const signatures: { type: PictureType; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => b[index] === value) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8' },
  {
    type: 'image/webp',
    matches: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
];

/** Bytes as base64, in slices: a spread of megabytes would overflow the call stack. */
export function toBase64(bytes: Uint8Array) {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * The bytes of an uploaded picture as a data URL of the type its bytes show; anything larger than
 * 5 MB or not a PNG, JPEG, GIF or WebP picture is refused, naming `field`.
 */
export function pictureDataUrl(bytes: Uint8Array, field: string): string {
  const { type, base64 } = checkedPicture(bytes, field);
  return `data:${type};base64,${base64}`;
}

/** The bytes of an uploaded picture, base64, with the type its bytes show; refused as `pictureDataUrl` says. */
export function checkedPicture(bytes: Uint8Array, field: string): { type: PictureType; base64: string } {
  if (bytes.length > pictureRules.maxBytes) refuse(field, 'The picture is larger than 5 MB.');
  const picture = signatures.find((signature) => signature.matches(bytes));
  if (!picture) refuse(field, 'Only PNG, JPEG, GIF or WebP pictures are taken.');
  return { type: picture.type, base64: toBase64(bytes) };
}

/**
 * A picture sent as a data URL, checked by its decoded bytes as an upload is: the stated type is
 * replaced by the one the bytes show. Anything else (a link, a script URL, text) is refused.
 */
export function checkedPictureDataUrl(value: string, field: string): string {
  const match = /^data:[^;,]*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(value);
  if (!match) refuse(field, 'Send the picture as a base64 data URL.');
  // Four base64 characters carry three bytes: a longer text cannot hold a picture of at most 5 MB.
  if ((match[1]!.length / 4) * 3 > pictureRules.maxBytes + 3) refuse(field, 'The picture is larger than 5 MB.');
  const binary = atob(match[1]!);
  return pictureDataUrl(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    field,
  );
}

/** The kinds of file a card takes as an attachment, told by their bytes: the pictures, PDF, and plain text. */
export function attachmentTypeOf(bytes: Uint8Array): string | null {
  const picture = signatures.find((signature) => signature.matches(bytes));
  if (picture) return picture.type;
  if (String.fromCharCode(...bytes.slice(0, 5)) === '%PDF-') return 'application/pdf';
  // Text is what decodes as UTF-8 and holds no NUL: an executable or an archive does neither. Markup
  // (HTML, SVG, XML) is text too, but a document a browser would run: not taken as plain text.
  if (bytes.length && !bytes.includes(0)) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return isMarkup(text) ? null : 'text/plain';
    } catch {
      return null;
    }
  }
  return null;
}

/** Text a browser would open as a document: it starts with a tag, a doctype or an XML declaration, or holds a script or an SVG. */
function isMarkup(text: string): boolean {
  const start = text
    .replace(/^\ufeff/, '')
    .trimStart()
    .slice(0, 512)
    .toLowerCase();
  return /^<(!doctype|\?xml|html|svg|head|body|script|iframe|!--)/.test(start) || /<(script|svg|iframe|object|embed)[\s>/]/i.test(text);
}

/** The endings of a file's name for each kind the product takes. */
const extensionsOf: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'text', 'md', 'csv', 'log'],
};

/**
 * A file's name must not claim another kind than its bytes (`invoice.pdf` holding HTML, `photo.png`
 * holding text, `notes.exe` holding text): opened or downloaded by its name, it would be taken for
 * something else. A name without an ending is taken for any kind.
 */
export function checkNameMatches(name: string, type: string, field: string) {
  const ending = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (ending === undefined) return;
  if (extensionsOf[type]?.includes(ending)) return;
  refuse(
    field,
    `The file's content (${type}) does not match its name: .${ending} is not one of ${(extensionsOf[type] ?? []).map((end) => `.${end}`).join(', ')}.`,
  );
}

/**
 * The form data of an upload and its file (the form's `field`), at most `maxBytes` large; a request
 * without either is refused with the field it lacks.
 */
export async function uploadedFile(
  request: Request,
  maxBytes: number,
  field = 'file',
): Promise<{ form: FormData; file: File; bytes: Uint8Array }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    refuse('body', 'Send the file as multipart form data.');
  }
  const file = form.get(field);
  if (!(file instanceof File)) refuse(field, 'Attach the file.');
  if (file.size > maxBytes) refuse(field, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  return { form, file, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The document kinds of the file manager, told by the bytes, and the endings a name of each may have. */
const documentKinds: {
  kind: 'PDF' | 'JPG' | 'DOC' | 'XLS' | 'TXT';
  type: string;
  endings: readonly string[];
  matches: (b: Uint8Array) => boolean;
}[] = [
  { kind: 'PDF', type: 'application/pdf', endings: ['pdf'], matches: (b) => String.fromCharCode(...b.slice(0, 5)) === '%PDF-' },
  { kind: 'JPG', type: 'image/jpeg', endings: ['jpg', 'jpeg'], matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  // Word and Excel share their containers: the old compound file, and the zip of the newer formats.
  { kind: 'DOC', type: 'application/msword', endings: ['doc'], matches: isCompoundFile },
  { kind: 'XLS', type: 'application/vnd.ms-excel', endings: ['xls'], matches: isCompoundFile },
  {
    kind: 'DOC',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    endings: ['docx'],
    matches: isZip,
  },
  { kind: 'XLS', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', endings: ['xlsx'], matches: isZip },
  { kind: 'TXT', type: 'text/plain', endings: ['txt', 'csv'], matches: (b) => attachmentTypeOf(b) === 'text/plain' },
];

function isCompoundFile(bytes: Uint8Array) {
  return [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((value, index) => bytes[index] === value);
}

function isZip(bytes: Uint8Array) {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * A document's kind for the file manager: its bytes must be a PDF, a JPEG picture, a Word or Excel
 * file or plain text, and its name must end as that kind does (a zip is a .docx or .xlsx only by its
 * name, which then must say which). Anything else is refused, naming `field`.
 */
export function documentKindOf(
  bytes: Uint8Array,
  name: string,
  field: string,
): { kind: (typeof documentKinds)[number]['kind']; type: string } {
  const ending = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  const byBytes = documentKinds.filter((candidate) => candidate.matches(bytes));
  if (!byBytes.length)
    refuse(field, 'Only PDF, Word, Excel, JPEG pictures and plain text are taken (told by the bytes: HTML and SVG are not plain text).');
  const found = byBytes.find((candidate) => ending !== undefined && candidate.endings.includes(ending));
  if (!found)
    refuse(
      field,
      `The file's content does not match its name: it ends ${ending ? `.${ending}` : 'with no ending'}, not one of ${byBytes
        .flatMap((candidate) => candidate.endings)
        .map((end) => `.${end}`)
        .join(', ')}.`,
    );
  return { kind: found.kind, type: found.type };
}
