import { EditorContent, generateJSON, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { Label } from 'react-aria-components';
import { Banner } from '../Banner/Banner';
import { IconButton } from '../Button/Button';
import { FieldHelp } from '../Field/Field';
import { field, label as labelStyle } from '../Field/Field.css';
import type { IconName } from '../Icon/icons';
import { useComponentMessages } from '../messages';
import { sanitizeHtml } from '../SafeHtml/SafeHtml';
import { openHtml, type EditorDocument } from './content';
import * as styles from './RichTextEditor.css';

export interface RichTextEditorProps {
  label: string;
  /** HTML, read when the editor starts; afterwards the editor holds the text. */
  defaultValue?: string;
  /** The text as HTML after each change; an empty editor gives ''. */
  onChange: (html: string) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
}

const marks = [
  { name: 'bold', icon: 'bold', toggle: 'toggleBold' },
  { name: 'italic', icon: 'italic', toggle: 'toggleItalic' },
  { name: 'underline', icon: 'underline', toggle: 'toggleUnderline' },
  { name: 'bulletList', icon: 'list-bullet', toggle: 'toggleBulletList' },
  { name: 'orderedList', icon: 'numbered-list', toggle: 'toggleOrderedList' },
] as const satisfies readonly { name: string; icon: IconName; toggle: string }[];

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    codeBlock: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], isAllowedUri: (url) => /^(https?:|mailto:)/i.test(url.trim()) },
  }),
];

/**
 * HTML from outside (a kept draft, the clipboard) is sanitised before the editor reads it: hostile
 * markup, such as a form whose field is named `nodeName`, otherwise breaks the editor's reader.
 */
const cleanHtml = (html: string) => sanitizeHtml(html, 'rich');
const readHtml = (html: string) => generateJSON(html, extensions) as EditorDocument;

/**
 * Formatted text (Tiptap): bold, italic, underline and lists from the toolbar or the usual keys
 * (Ctrl+B, Ctrl+I, Ctrl+U), links typed or pasted become links to web and mail addresses only.
 * What it gives is HTML of a few tags; sanitise it before it is stored or shown elsewhere. HTML it
 * starts with or is given to paste is sanitised first; what it still cannot read opens as plain
 * text, with a note that the formatting was left out.
 */
export default function RichTextEditor({
  label,
  defaultValue = '',
  onChange,
  placeholder = '',
  description,
  errorMessage,
}: RichTextEditorProps) {
  const text = useComponentMessages();
  const labelId = useId();
  const [opened] = useState(() => openHtml(cleanHtml(defaultValue), readHtml));
  const editor = useEditor({
    extensions,
    content: opened.document,
    immediatelyRender: true,
    // Its base styles are ours (RichTextEditor.css): an injected <style> would break the Content-Security-Policy.
    injectCSS: false,
    editorProps: {
      transformPastedHTML: cleanHtml,
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'data-placeholder': placeholder,
        class: styles.content,
        ...(errorMessage ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(marks.map((mark) => [mark.name, current?.isActive(mark.name) ?? false])),
  });

  return (
    <div className={field}>
      <Label id={labelId} className={labelStyle} onClick={() => editor?.commands.focus()}>
        {label}
      </Label>
      <div className={styles.box}>
        <div className={styles.toolbar} role="toolbar" aria-label={text.formatting}>
          {marks.map((mark) => (
            <IconButton
              key={mark.name}
              icon={mark.icon}
              size="sm"
              tooltip={false}
              label={text[mark.name]}
              isPressed={!!active?.[mark.name]}
              // The editor keeps its selection: pressing a button does not take the focus from the text.
              preventFocusOnPress
              onPress={() => editor?.chain().focus()[mark.toggle]().run()}
            />
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      {opened.asPlainText ? <Banner tone="warning">{text.formattingUnreadable}</Banner> : null}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </div>
  );
}
