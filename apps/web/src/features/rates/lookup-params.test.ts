import { describe, expect, it } from 'vitest';
import { readLookup, writeLookup } from './lookup-params.ts';

describe('the lane lookup in the address', () => {
  it('reads the lane, its type and its window', () => {
    const params = new URLSearchParams('originZip=60601&destinationZip=75201&loadType=RFP&days=90');
    expect(readLookup(params)).toEqual({
      originZip: '60601',
      destinationZip: '75201',
      loadType: 'RFP',
      days: 90,
    });
  });

  it('leaves out a type or a window that does not parse', () => {
    expect(readLookup(new URLSearchParams('loadType=BOAT&days=14'))).toEqual({
      originZip: '',
      destinationZip: '',
      loadType: null,
      days: 30,
    });
  });

  it('writes back what it reads, without blanks or the default window', () => {
    const lookup = { originZip: '60601', destinationZip: '75201', loadType: null, days: 30 } as const;
    expect(writeLookup(lookup).toString()).toBe('originZip=60601&destinationZip=75201');
    expect(readLookup(writeLookup({ ...lookup, loadType: 'TRUCK', days: 7 }))).toEqual({
      ...lookup,
      loadType: 'TRUCK',
      days: 7,
    });
  });
});
