// The bytes of a correspondence link: URL-safe base64 (RFC 4648 §5, no padding), and a bit
// stream for the move indices, each written in just the bits its position needs.
import { CorrespondenceError } from './errors.ts';

export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a URL-safe base64 text; a character outside the alphabet is a damaged link. */
export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new CorrespondenceError('ERR_CORR_DAMAGED', 'not URL-safe base64');
  const plain = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

/** The bits an index below `n` takes (0 when there is one choice). */
export const bitsFor = (n: number): number => (n <= 1 ? 0 : 32 - Math.clz32(n - 1));

export function equalBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Bytes written one after another: whole bytes, byte strings, varints, then bits. */
export class ByteWriter {
  readonly #out: number[] = [];
  #acc = 0;
  #bits = 0;

  byte(value: number): this {
    this.#out.push(value & 0xff);
    return this;
  }

  bytes(value: Uint8Array): this {
    for (const b of value) this.#out.push(b);
    return this;
  }

  /** An unsigned integer, 7 bits a byte, low bits first. */
  varint(value: number): this {
    let v = value;
    while (v >= 0x80) {
      this.#out.push((v & 0x7f) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.#out.push(v);
    return this;
  }

  /** `value` in `bits` bits, high bit first (after every whole byte: `finish` pads the last). */
  bits(value: number, bits: number): this {
    for (let i = bits - 1; i >= 0; i--) {
      this.#acc = (this.#acc << 1) | ((value >>> i) & 1);
      if (++this.#bits === 8) {
        this.#out.push(this.#acc);
        this.#acc = 0;
        this.#bits = 0;
      }
    }
    return this;
  }

  finish(): Uint8Array {
    if (this.#bits > 0) this.#out.push(this.#acc << (8 - this.#bits));
    this.#acc = 0;
    this.#bits = 0;
    return Uint8Array.from(this.#out);
  }
}

/** Reads what ByteWriter wrote; running past the end is a damaged link. */
export class ByteReader {
  readonly #data: Uint8Array;
  #pos = 0;
  #bit = 0;

  constructor(data: Uint8Array) {
    this.#data = data;
  }

  #need(n: number): void {
    if (this.#pos + n > this.#data.length) throw new CorrespondenceError('ERR_CORR_DAMAGED', 'the link is cut short');
  }

  byte(): number {
    this.#need(1);
    return this.#data[this.#pos++];
  }

  bytes(n: number): Uint8Array {
    this.#need(n);
    const out = this.#data.slice(this.#pos, this.#pos + n);
    this.#pos += n;
    return out;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 4; i++) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
    }
    throw new CorrespondenceError('ERR_CORR_DAMAGED', 'a count is too large');
  }

  bits(bits: number): number {
    let value = 0;
    for (let i = 0; i < bits; i++) {
      this.#need(1);
      value = (value << 1) | ((this.#data[this.#pos] >>> (7 - this.#bit)) & 1);
      if (++this.#bit === 8) {
        this.#bit = 0;
        this.#pos++;
      }
    }
    return value >>> 0;
  }

  /** Whatever is left after the bits read (a partly read byte is skipped: it was padding). */
  rest(): Uint8Array {
    if (this.#bit > 0) {
      this.#pos++;
      this.#bit = 0;
    }
    return this.#data.slice(this.#pos);
  }

  /** Whether only the padding of the last byte is left. */
  get done(): boolean {
    return this.#pos >= this.#data.length || (this.#pos === this.#data.length - 1 && this.#bit > 0);
  }
}
