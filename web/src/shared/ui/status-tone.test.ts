import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone';

describe('statusTone', () => {
  it('gives a status one colour whatever it is the status of', () => {
    expect(['completed', 'approved', 'verified', 'resolved'].map(statusTone)).toEqual(Array(4).fill('success'));
    expect(['pending', 'open'].map(statusTone)).toEqual(['warning', 'warning']);
    expect(['rejected', 'failed', 'cancelled'].map(statusTone)).toEqual(['error', 'error', 'error']);
    expect(statusTone('in_progress')).toBe('info');
    expect(statusTone('closed')).toBe('default');
    expect(statusTone('released')).toBe('default');
  });

  it('is neutral for a status it does not know, an inherited name included', () => {
    expect(statusTone('archived')).toBe('default');
    expect(statusTone('toString')).toBe('default');
  });
});
