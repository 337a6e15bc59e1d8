import { describe, expect, it } from 'vitest';
import { winAnsiText } from './document.ts';

describe('winAnsiText', () => {
  it('keeps what Helvetica draws: Latin-1 letters and the WinAnsi extras', () => {
    expect(winAnsiText('Côte Fret, Peña, Québec, Œuvre – “€” ’')).toBe(
      'Côte Fret, Peña, Québec, Œuvre – “€” ’',
    );
  });

  it('turns thin and narrow spaces into no-break spaces, and other white space into spaces', () => {
    expect(winAnsiText('12\u202f345,50\u00a0$')).toBe('12\u00a0345,50\u00a0$');
    expect(winAnsiText('one\ttwo\nthree')).toBe('one two three');
  });

  it('drops the marks Helvetica lacks, and writes what is left as ?', () => {
    expect(winAnsiText('Łódź Dvořák 🚚 北京')).toBe('?ódz Dvorák ? ??');
  });
});
