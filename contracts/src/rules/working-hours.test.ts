import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWithinWorkingHours, nextOpening, tehranClock, WORKING_HOURS } from './working-hours';

/**
 * Every instant below is explicit: either a UTC ISO string (`...Z`) or Tehran wall time with its fixed
 * +03:30 offset (Iran has had no daylight saving since 2022). Nothing depends on the machine's time zone.
 *
 * Calendar used: Saturday 2026-11-21 ... Friday 2026-11-27, Saturday 2026-11-28.
 */
const tehran = (wallTime: string) => new Date(`${wallTime}:00+03:30`);

const SAT = '2026-11-21';
const SUN = '2026-11-22';
const MON = '2026-11-23';
const TUE = '2026-11-24';
const WED = '2026-11-25';
const THU = '2026-11-26';
const FRI = '2026-11-27';
const NEXT_SAT = '2026-11-28';

describe('tehranClock', () => {
  it('reads Saturday 08:00 in Tehran from 04:30 UTC', () => {
    expect(tehranClock(new Date('2026-11-21T04:30:00Z'))).toEqual({ weekday: 6, minutes: 8 * 60 });
  });

  it('rolls over to the Tehran day before UTC midnight', () => {
    // 20:30 UTC Friday is 00:00 Saturday in Tehran.
    expect(tehranClock(new Date('2026-11-20T20:30:00Z'))).toEqual({ weekday: 6, minutes: 0 });
    expect(tehranClock(new Date('2026-11-20T20:29:00Z'))).toEqual({ weekday: 5, minutes: 23 * 60 + 59 });
  });

  it('reports midnight as 0, not 24', () => {
    expect(tehranClock(tehran(`${SUN}T00:00`)).minutes).toBe(0);
  });

  it("agrees with Intl's Asia/Tehran clock at any instant since Iran dropped summer time", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tehran',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2022-09-22T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const parts = Object.fromEntries(intl.formatToParts(date).map((p) => [p.type, p.value]));
          expect(tehranClock(date)).toEqual({
            weekday: weekdays.indexOf(parts.weekday),
            minutes: Number(parts.hour) * 60 + Number(parts.minute),
          });
        },
      ),
    );
  });

  it('maps each day of the week', () => {
    const days = [SAT, SUN, MON, TUE, WED, THU, FRI];
    expect(days.map((d) => tehranClock(tehran(`${d}T12:00`)).weekday)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });
});

describe('WORKING_HOURS', () => {
  it('matches the spec: Sat-Wed 8-17, Thu 8-13, Fri closed', () => {
    for (const day of [6, 0, 1, 2, 3] as const) expect(WORKING_HOURS[day]).toEqual([480, 1020]);
    expect(WORKING_HOURS[4]).toEqual([480, 780]);
    expect(WORKING_HOURS[5]).toBeNull();
  });
});

describe('isWithinWorkingHours', () => {
  it('opens Saturday 08:00 Tehran = 04:30 UTC', () => {
    expect(isWithinWorkingHours(new Date('2026-11-21T04:30:00Z'))).toBe(true);
    expect(isWithinWorkingHours(new Date('2026-11-21T04:29:59Z'))).toBe(false);
  });

  it('closes Saturday 17:00 Tehran = 13:30 UTC', () => {
    expect(isWithinWorkingHours(new Date('2026-11-21T13:29:59.999Z'))).toBe(true);
    expect(isWithinWorkingHours(new Date('2026-11-21T13:30:00Z'))).toBe(false);
  });

  it.each([SAT, SUN, MON, TUE, WED])('%s (Sat-Wed): 07:59 closed, 08:00 open, 16:59 open, 17:00 closed', (day) => {
    expect(isWithinWorkingHours(tehran(`${day}T07:59`))).toBe(false);
    expect(isWithinWorkingHours(tehran(`${day}T08:00`))).toBe(true);
    expect(isWithinWorkingHours(tehran(`${day}T12:00`))).toBe(true);
    expect(isWithinWorkingHours(tehran(`${day}T16:59`))).toBe(true);
    expect(isWithinWorkingHours(tehran(`${day}T17:00`))).toBe(false);
    expect(isWithinWorkingHours(tehran(`${day}T23:59`))).toBe(false);
    expect(isWithinWorkingHours(tehran(`${day}T00:00`))).toBe(false);
  });

  it('Thursday: 07:59 closed, 08:00 open, 12:59 open, 13:00 closed', () => {
    expect(isWithinWorkingHours(tehran(`${THU}T07:59`))).toBe(false);
    expect(isWithinWorkingHours(tehran(`${THU}T08:00`))).toBe(true);
    expect(isWithinWorkingHours(tehran(`${THU}T12:59`))).toBe(true);
    expect(isWithinWorkingHours(tehran(`${THU}T13:00`))).toBe(false);
    expect(isWithinWorkingHours(tehran(`${THU}T16:00`))).toBe(false);
  });

  it('Friday is closed all day', () => {
    for (const time of ['00:00', '08:00', '10:00', '12:59', '16:59', '23:59']) {
      expect(isWithinWorkingHours(tehran(`${FRI}T${time}`))).toBe(false);
    }
  });

  it('uses Tehran time, not UTC', () => {
    // In UTC these would read as Thursday 05:00 (closed) and Wednesday 14:00 (open).
    expect(isWithinWorkingHours(new Date('2026-11-26T05:00:00Z'))).toBe(true);
    expect(isWithinWorkingHours(new Date('2026-11-25T14:00:00Z'))).toBe(false);
  });
});

describe('nextOpening', () => {
  it('returns the same instant when open', () => {
    const open = tehran(`${MON}T10:15`);
    expect(nextOpening(open).getTime()).toBe(open.getTime());
  });

  it.each([
    ['Thursday 14:00 -> Saturday 08:00', `${THU}T14:00`, `${NEXT_SAT}T08:00`],
    ['Thursday 13:00 -> Saturday 08:00', `${THU}T13:00`, `${NEXT_SAT}T08:00`],
    ['Friday 00:00 -> Saturday 08:00', `${FRI}T00:00`, `${NEXT_SAT}T08:00`],
    ['Friday 10:00 -> Saturday 08:00', `${FRI}T10:00`, `${NEXT_SAT}T08:00`],
    ['Friday 23:59 -> Saturday 08:00', `${FRI}T23:59`, `${NEXT_SAT}T08:00`],
    ['Saturday 00:00 -> same day 08:00', `${SAT}T00:00`, `${SAT}T08:00`],
    ['Saturday 07:59 -> same day 08:00', `${SAT}T07:59`, `${SAT}T08:00`],
    ['Saturday 17:00 -> Sunday 08:00', `${SAT}T17:00`, `${SUN}T08:00`],
    ['Wednesday 17:00 -> Thursday 08:00', `${WED}T17:00`, `${THU}T08:00`],
    ['Wednesday 23:30 -> Thursday 08:00', `${WED}T23:30`, `${THU}T08:00`],
    ['Thursday 06:00 -> same day 08:00', `${THU}T06:00`, `${THU}T08:00`],
  ])('%s', (_label, from, expected) => {
    expect(nextOpening(tehran(from)).toISOString()).toBe(tehran(expected).toISOString());
  });

  it('gives Saturday 08:00 Tehran as 04:30 UTC', () => {
    expect(nextOpening(new Date('2026-11-26T10:30:00Z')).toISOString()).toBe('2026-11-28T04:30:00.000Z');
  });

  it('lands on the whole minute when starting mid-minute', () => {
    const from = new Date(tehran(`${THU}T07:59`).getTime() + 30_500);
    expect(nextOpening(from).toISOString()).toBe(tehran(`${THU}T08:00`).toISOString());
    const after = new Date(tehran(`${THU}T13:00`).getTime() + 45_123);
    expect(nextOpening(after).toISOString()).toBe(tehran(`${NEXT_SAT}T08:00`).toISOString());
  });

  it('agrees with a minute-by-minute reference over a whole week', () => {
    // Reference built on fixed-offset arithmetic only (UTC+03:30), independent of Intl.
    const OFFSET_MS = 210 * 60_000;
    const openRef = (t: number) => {
      const local = new Date(t + OFFSET_MS);
      const day = local.getUTCDay();
      const m = local.getUTCHours() * 60 + local.getUTCMinutes();
      if (day === 5) return false;
      return m >= 480 && m < (day === 4 ? 780 : 1020);
    };
    const nextRef = (t: number) => {
      if (openRef(t)) return t;
      let m = Math.floor(t / 60_000) * 60_000;
      while (!openRef(m)) m += 60_000;
      return m;
    };
    const start = new Date('2026-11-20T20:30:00Z').getTime(); // Saturday 00:00 Tehran
    const step = 17 * 60_000 + 13_000; // odd step to hit many minutes and seconds
    let checked = 0;
    for (let t = start; t < start + 8 * 24 * 3_600_000; t += step) {
      const date = new Date(t);
      expect(isWithinWorkingHours(date), date.toISOString()).toBe(openRef(t));
      expect(nextOpening(date).getTime(), date.toISOString()).toBe(nextRef(t));
      checked++;
    }
    expect(checked).toBeGreaterThan(600);
  });
});

describe('independence from the machine time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const instants = [
    '2026-11-21T04:29:00Z', // Sat 07:59 Tehran
    '2026-11-21T04:30:00Z', // Sat 08:00
    '2026-11-25T13:29:00Z', // Wed 16:59
    '2026-11-25T13:30:00Z', // Wed 17:00
    '2026-11-26T09:29:00Z', // Thu 12:59
    '2026-11-26T09:30:00Z', // Thu 13:00
    '2026-11-26T20:30:00Z', // Fri 00:00
    '2026-11-20T21:00:00Z', // Sat 00:30 Tehran, still Friday in UTC and west of it
  ].map((iso) => new Date(iso));

  const snapshot = () =>
    instants.map((d) => ({
      clock: tehranClock(d),
      open: isWithinWorkingHours(d),
      next: nextOpening(d).toISOString(),
    }));

  it('gives identical results whatever process.env.TZ is', () => {
    const probe = new Date('2026-11-21T04:30:00Z');
    vi.stubEnv('TZ', 'UTC');
    const utcHours = probe.getHours();
    const reference = snapshot();

    for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tehran', 'Asia/Tokyo', 'Pacific/Pago_Pago']) {
      vi.stubEnv('TZ', tz);
      // Guard: the stub really moves the process's local clock, so the comparison below means something.
      expect(probe.getHours(), tz).not.toBe(utcHours);
      expect(snapshot(), tz).toEqual(reference);
    }
  });

  it('the reference snapshot is what the spec says', () => {
    expect(snapshot().map((s) => s.open)).toEqual([false, true, true, false, true, false, false, false]);
    expect(snapshot()[7]).toEqual({ clock: { weekday: 6, minutes: 30 }, open: false, next: '2026-11-21T04:30:00.000Z' });
  });
});
