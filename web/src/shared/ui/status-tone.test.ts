import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone';

describe('statusTone', () => {
  it('gives one colour per status: done success, waiting warning, stopped error, anything else neutral', () => {
    expect(['completed', 'approved'].map(statusTone)).toEqual(['success', 'success']);
    expect(statusTone('pending')).toBe('warning');
    expect(['cancelled', 'rejected', 'failed'].map(statusTone)).toEqual(['error', 'error', 'error']);
    expect(statusTone('something-new')).toBe('default');
  });
});
