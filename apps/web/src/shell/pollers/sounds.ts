// Short tones made on the spot (no sound files to load). Browsers may refuse audio before
// the user has interacted with the page; then there is simply no sound.

let context: AudioContext | null = null;

function play(notes: { frequency: number; at: number; length: number }[]): void {
  try {
    context ??= new AudioContext();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    for (const note of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = note.frequency;
      const start = ctx.currentTime + note.at;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + note.length + 0.05);
    }
  } catch {
    // No audio in this browser.
  }
}

/** The notice tone: two rising notes. */
export function playNoticeTone(): void {
  play([
    { frequency: 660, at: 0, length: 0.18 },
    { frequency: 880, at: 0.16, length: 0.25 },
  ]);
}

/** The new-chat beep. */
export function playChatBeep(): void {
  play([{ frequency: 1000, at: 0, length: 0.15 }]);
}
