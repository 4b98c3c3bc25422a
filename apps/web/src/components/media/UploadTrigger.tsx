import { PlusOutlined } from '@ant-design/icons';
import { type DragEvent, type Ref, useRef, useState } from 'react';
import styles from './media.module.css';

/**
 * The dashed square that picks files: a click opens the file chooser, files dropped on it
 * count too. The file input is hidden but labelled, so tests can hand it files.
 */
export function UploadTrigger({
  accept,
  multiple = false,
  label,
  extra,
  disabled,
  id,
  onPick,
}: {
  accept: string;
  multiple?: boolean;
  label: string;
  extra?: string | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
  onPick: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const files = [...e.dataTransfer.files];
    if (!disabled && files.length > 0) onPick(multiple ? files : files.slice(0, 1));
  };
  return (
    <>
      <button
        type="button"
        id={id}
        className={`${styles.trigger} ${dragging ? styles.dragging : ''}`}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <PlusOutlined className={styles.triggerIcon} />
        <span>{label}</span>
        {extra && <span className={styles.count}>{extra}</span>}
      </button>
      <FileInput ref={input} accept={accept} multiple={multiple} label={label} onPick={onPick} />
    </>
  );
}

/** A hidden file input; `ref.current.click()` opens the chooser. */
export function FileInput({
  ref,
  accept,
  multiple = false,
  label,
  onPick,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  label: string;
  onPick: (files: File[]) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      // Not the hidden attribute: a display rule for inputs wins over it, and the chooser shows.
      style={{ display: 'none' }}
      accept={accept}
      multiple={multiple}
      aria-label={label}
      onChange={(e) => {
        const files = [...(e.target.files ?? [])];
        // Cleared, so choosing the same file again is a change.
        e.target.value = '';
        if (files.length > 0) onPick(files);
      }}
    />
  );
}
