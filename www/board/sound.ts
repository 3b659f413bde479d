// Move sounds, generated with the Web Audio API (no sound files): a wooden knock for a move, a
// sharper double knock for a capture, a soft thud for a placement, a bell for check and for the end.
// Off unless the host turns them on; silent where Web Audio is missing.

export type SoundKind = 'move' | 'capture' | 'drop' | 'check' | 'end';

/** The sound of a move from its SAN (and UCI for drops). */
export function soundOf(san: string, uci: string, over: boolean): SoundKind {
  if (over || san.endsWith('#')) return 'end';
  if (san.endsWith('+')) return 'check';
  if (uci.includes('@')) return 'drop';
  if (san.includes('x')) return 'capture';
  return 'move';
}

interface AudioCtx {
  currentTime: number;
  destination: AudioNode;
  sampleRate: number;
  state: string;
  resume(): Promise<void>;
  createBuffer(channels: number, length: number, rate: number): AudioBuffer;
  createBufferSource(): AudioBufferSourceNode;
  createBiquadFilter(): BiquadFilterNode;
  createGain(): GainNode;
  createOscillator(): OscillatorNode;
}

let shared: AudioCtx | null = null;

function context(): AudioCtx | null {
  if (shared) return shared;
  const Ctor = (globalThis as { AudioContext?: new () => AudioCtx }).AudioContext;
  if (!Ctor) return null;
  try {
    shared = new Ctor();
  } catch {
    return null;
  }
  return shared;
}

/** A short burst of filtered noise: the knock of a wooden piece on the board. */
function knock(ctx: AudioCtx, at: number, frequency: number, volume: number): void {
  const length = Math.round(ctx.sampleRate * 0.06);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  let seed = 12345;
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = ((seed / 0x7fffffff) * 2 - 1) * Math.exp(-i / (length / 6));
  }
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = frequency;
  filter.Q.value = 3;
  const gain = ctx.createGain();
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(at);
}

function bell(ctx: AudioCtx, at: number, frequency: number, volume: number, duration: number): void {
  const osc = ctx.createOscillator();
  osc.type = 'sine';
  osc.frequency.value = frequency;
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(volume, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + duration + 0.02);
}

/** Plays one sound now (after a user gesture has allowed audio on the page). */
export function playSound(kind: SoundKind): void {
  const ctx = context();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => { /* not allowed yet */ });
  const t = ctx.currentTime + 0.005;
  switch (kind) {
    case 'move':
      knock(ctx, t, 900, 0.9);
      break;
    case 'capture':
      knock(ctx, t, 700, 1);
      knock(ctx, t + 0.07, 1100, 0.8);
      break;
    case 'drop':
      knock(ctx, t, 420, 1);
      break;
    case 'check':
      knock(ctx, t, 900, 0.8);
      bell(ctx, t + 0.03, 880, 0.12, 0.25);
      break;
    case 'end':
      bell(ctx, t, 660, 0.15, 0.5);
      bell(ctx, t + 0.16, 990, 0.12, 0.6);
      break;
  }
}
