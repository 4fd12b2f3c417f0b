import { useEffect, useRef, useState, type ReactNode } from 'react';
import { refusalBannerWords } from './editor-words.ts';
import { watchRefusedSaves, type Refusal } from './refused-saves.ts';

/*
 * A refused save, said at the top of the form until the editor dismisses it: Decap's own
 * toasts fade after eight seconds, and for most of its field checks it shows none. Focus moves
 * to the first refused field (marked in red by Decap, in either language's pane), or to this
 * banner when that field is not on screen (the Chinese pane hidden behind the preview).
 * Mounted beside Decap's editor, not inside it (main.tsx).
 */

/** Where the form starts: under Decap's editor toolbar, when an entry is open. */
const toolbarBottom = () =>
  document.querySelector('[class*="ToolbarContainer"]')?.getBoundingClientRect().bottom ?? 0;

export function SaveRefusalBanner(): ReactNode {
  const [refusal, setRefusal] = useState<Refusal>();
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => watchRefusedSaves(setRefusal), []);

  useEffect(() => {
    if (!refusal) return;
    const field = refusal.firstField;
    if (field?.isConnected) {
      field.focus({ preventScroll: true });
      field.scrollIntoView({ block: 'center' });
    } else {
      banner.current?.focus();
    }
  }, [refusal]);

  if (!refusal) return null;
  const [first, ...more] = refusal.problems;
  return (
    <div
      ref={banner}
      role="alert"
      tabIndex={-1}
      data-testid="save-refusal"
      style={{ ...styles.banner, top: `${toolbarBottom()}px` }}
    >
      <div style={styles.text}>
        <p style={styles.line}>
          <strong>{refusalBannerWords.notSaved}</strong> {refusal.entry} › {first}
        </p>
        {more.length > 0 && (
          <ul style={styles.more}>
            {more.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" onClick={() => setRefusal(undefined)} style={styles.dismiss}>
        {refusalBannerWords.dismiss}
      </button>
    </div>
  );
}

// Decap's own colours for an error (its red, on a pale red), in plain inline styles.
const styles = {
  banner: {
    position: 'fixed',
    left: 0,
    right: 0,
    // Above the form, below Decap's toolbar (300) and the save menu that opens from it.
    zIndex: 250,
    display: 'flex',
    gap: '16px',
    alignItems: 'flex-start',
    // Clear of Decap's pane buttons ("Chinese column", "Preview"), which float at the right.
    padding: '12px 220px 12px 24px',
    background: '#fcefea',
    borderBottom: '2px solid #d60032',
    color: '#7a0019',
    font: '15px/1.4 system-ui, sans-serif',
    boxShadow: '0 2px 6px rgba(0, 0, 0, 0.15)',
  },
  text: { flex: 1 },
  line: { margin: 0 },
  more: { margin: '6px 0 0', paddingLeft: '20px' },
  dismiss: {
    font: 'inherit',
    fontWeight: 600,
    padding: '4px 12px',
    border: '1px solid #d60032',
    borderRadius: '4px',
    background: '#fff',
    color: '#7a0019',
    cursor: 'pointer',
  },
} as const;
