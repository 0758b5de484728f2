import { pictureRules } from '@/lib/validation';
import { refuse } from './api';

type PictureType = (typeof pictureRules.types)[number];

/** The picture formats the product takes, told by their first bytes: a file's name or stated type proves nothing. */
const signatures: { type: PictureType; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => b[index] === value) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8' },
  { type: 'image/webp', matches: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP' },
];

function toBase64(bytes: Uint8Array) {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * The bytes of an uploaded picture as a data URL of the type its bytes show; anything larger than
 * 5 MB or not a PNG, JPEG, GIF or WebP picture is refused, naming `field`.
 */
export function pictureDataUrl(bytes: Uint8Array, field: string): string {
  if (bytes.length > pictureRules.maxBytes) refuse(field, 'The picture is larger than 5 MB.');
  const picture = signatures.find((signature) => signature.matches(bytes));
  if (!picture) refuse(field, 'Only PNG, JPEG, GIF or WebP pictures are taken.');
  return `data:${picture.type};base64,${toBase64(bytes)}`;
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
  return pictureDataUrl(Uint8Array.from(binary, (char) => char.charCodeAt(0)), field);
}

/** The kinds of file a card takes as an attachment, told by their bytes: the pictures, PDF, and plain text. */
export function attachmentTypeOf(bytes: Uint8Array): string | null {
  const picture = signatures.find((signature) => signature.matches(bytes));
  if (picture) return picture.type;
  if (String.fromCharCode(...bytes.slice(0, 5)) === '%PDF-') return 'application/pdf';
  // Text is what decodes as UTF-8 and holds no NUL: an executable or an archive does neither.
  if (bytes.length && !bytes.includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return 'text/plain';
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The form data of an upload and its `file`, at most `maxBytes` large; a request without either is
 * refused with the field it lacks.
 */
export async function uploadedFile(request: Request, maxBytes: number): Promise<{ form: FormData; file: File; bytes: Uint8Array }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    refuse('body', 'Send the file as multipart form data.');
  }
  const file = form.get('file');
  if (!(file instanceof File)) refuse('file', 'Attach the file.');
  if (file.size > maxBytes) refuse('file', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  return { form, file, bytes: new Uint8Array(await file.arrayBuffer()) };
}
