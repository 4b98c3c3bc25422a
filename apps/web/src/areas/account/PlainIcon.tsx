import type { IconShape } from './icon-shapes.ts';
import styles from './PlainIcon.module.css';

/** An icon of icon-shapes.ts, 1em square in the text's colour, as antd's icons are; decoration only. */
export function PlainIcon({ shape, spin, className }: { shape: IconShape; spin?: boolean; className?: string }) {
  return (
    <span className={`${styles.icon} ${spin ? styles.spin : ''} ${className ?? ''}`} aria-hidden>
      <svg
        viewBox={shape.viewBox}
        width="1em"
        height="1em"
        fill="currentColor"
        fillRule={shape.evenOdd ? 'evenodd' : undefined}
        focusable="false"
        aria-hidden
      >
        <path d={shape.d} />
      </svg>
    </span>
  );
}
