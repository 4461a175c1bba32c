import type { ScenarioAction, ScenarioPlayback, ScenarioPlaybackStatus, ScenarioStepState } from '@gold/contracts/control';
import { toPersianDigits } from '@gold/contracts/rules/digits';
import { findUser, findUserByMobile } from '../domain/auth/users';
import type { DomainContext } from '../domain/shared/context';
import { faNumber } from '../domain/shared/persian-text';
import { DomainError, notFound } from '../errors';
import { ValidationError } from '../http/validation';
import { ACTIONS, FINDS_CUSTOMER, stepTitle, type Handler, type StepMemo, type StoryEnv } from './scenario-actions';
import { scenarioCatalogue, type Scenario } from './scenario-catalogue';

/** Runs `work` after `ms`, without keeping the process alive; answers how to cancel it. */
export type Schedule = (work: () => void, ms: number) => () => void;

export const unrefTimers: Schedule = (work, ms) => {
  const timer = setTimeout(work, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/** How often a step looks for its cue at speed 1, and at the most at any speed. */
const CUE_CHECK_MS = 1000;
const FASTEST_CHECK_MS = 50;

type Phase = 'turn' | 'cue' | 'delay' | 'over';

type Run = {
  state: ScenarioStepState;
  /** What happened last; for a step waiting on its delay the line is made when asked. */
  line: string;
  at: string | null;
  phase: Phase;
  /** On the world's clock, in ms: when the step acts. */
  dueAt: number;
  /** While paused: what was left of the delay. */
  left: number;
  memo: StepMemo;
};

type Playback = {
  scenario: Scenario;
  speed: number;
  startedAt: string;
  endedAt: string | null;
  /** A mobile the play request named. */
  named: string | null;
  customerId: string | null;
  status: ScenarioPlaybackStatus;
  current: number;
  runs: Run[];
};

export type ScenarioPlayer = ReturnType<typeof createScenarioPlayer>;

const isLive = (p: Playback | null): p is Playback => p?.status === 'playing' || p?.status === 'paused';

/** What a step that went wrong says: a refusal's own Persian text, or that the fault is the server's. */
const reasonOf = (error: unknown) =>
  error instanceof DomainError ? error.message : 'خطای پیش‌بینی‌نشده در سرور شبیه‌ساز؛ جزئیات در گزارش سرور است';

/**
 * Plays demo scenarios in one world: one at a time, each step after its delay or, when it acts on something the
 * customer must do first, once that is there (checked about once a second). The delays run on the world's clock,
 * woken by timers that never keep the process alive; `tick()` does what is due, so a test on a manual clock moves
 * the clock and ticks. A step that fails marks itself failed with its reason and ends the playback.
 */
export function createScenarioPlayer(
  ctx: DomainContext,
  { catalogue = scenarioCatalogue, schedule = unrefTimers }: { catalogue?: () => Scenario[]; schedule?: Schedule } = {},
) {
  let playback: Playback | null = null;
  let cancelTimer = () => undefined as void;

  const handlerOf = (action: ScenarioAction) => ACTIONS[action.kind] as Handler<ScenarioAction>;

  function later(p: Playback, ms: number) {
    cancelTimer();
    cancelTimer = schedule(
      () => {
        try {
          if (playback === p) tick();
        } catch (error) {
          ctx.logger.error('scenario', { error: error instanceof Error ? error.message : String(error) });
        }
      },
      Math.max(0, Math.ceil(ms)),
    );
  }

  /** The story's customer as it stands now: found by id once known, or by the mobile named, once signed up. */
  function envOf(p: Playback): StoryEnv {
    let customer = p.customerId ? (findUser(ctx.db, p.customerId) ?? null) : null;
    if (!customer && p.named) {
      customer = findUserByMobile(ctx.db, p.named) ?? null;
      if (customer) p.customerId = customer.id;
    }
    return { ctx, since: p.startedAt, customer, named: customer ? null : p.named };
  }

  function end(p: Playback, status: ScenarioPlaybackStatus) {
    p.status = status;
    p.endedAt = ctx.clock.now().toISOString();
    cancelTimer();
    // A dealer is quiet for as long as the story plays.
    ctx.quietDealers?.clear();
  }

  /** Does what is due now, step after step, and sets the timer for what comes next. */
  function tick() {
    const p = playback;
    if (!p || p.status !== 'playing') return;
    cancelTimer();
    const now = ctx.clock.now();
    const nowMs = now.getTime();
    const at = now.toISOString();
    while (p.current < p.runs.length) {
      const run = p.runs[p.current];
      const step = p.scenario.steps[p.current];
      const handler = handlerOf(step.action);
      const delay = step.delayMs / p.speed;
      try {
        if (run.phase === 'turn') {
          run.phase = handler.cue ? 'cue' : 'delay';
          run.dueAt = nowMs + delay;
          run.at = at;
        }
        if (run.phase === 'cue') {
          const found = handler.cue!(envOf(p), step.action);
          if (!found) {
            if (run.state === 'waiting') run.line = handler.waiting;
            return later(p, Math.max(FASTEST_CHECK_MS, CUE_CHECK_MS / p.speed));
          }
          p.customerId ??= found.customerId;
          run.phase = 'delay';
          run.dueAt = nowMs + delay;
        }
        if (nowMs < run.dueAt) return later(p, run.dueAt - nowMs);
        let what: unknown = null;
        if (handler.cue) {
          // Looked at again when acting: what the step waited for may have changed, or gone, during its delay.
          const found = handler.cue(envOf(p), step.action);
          if (!found) {
            run.phase = 'cue';
            continue;
          }
          p.customerId ??= found.customerId;
          what = found.what;
        }
        const outcome = handler.act(envOf(p), step.action, what, run.memo);
        run.line = outcome.line;
        run.at = at;
        if (outcome.state === 'done') {
          run.state = 'done';
          run.phase = 'over';
          p.current += 1;
          continue;
        }
        run.state = 'running';
        if (outcome.next === 'cue') run.phase = 'cue';
        else {
          run.phase = 'delay';
          run.dueAt = nowMs + outcome.next / p.speed;
        }
      } catch (error) {
        if (!(error instanceof DomainError)) {
          ctx.logger.error('scenario step', {
            scenario: p.scenario.name,
            step: p.current,
            error: error instanceof Error ? error.message : String(error),
          });
        }
        run.state = 'failed';
        run.line = `ناموفق: ${reasonOf(error)}`;
        run.at = at;
        return end(p, 'failed');
      }
    }
    end(p, 'finished');
  }

  function check(scenario: Scenario, named: string | null) {
    const steps = scenario.steps.map((s) => s.action.kind);
    if (named) {
      if (!findUserByMobile(ctx.db, named) && !steps.includes('wait-signup')) throw notFound('کاربری با این شماره موبایل');
      return;
    }
    const firstCue = steps.findIndex((kind) => FINDS_CUSTOMER.has(kind));
    const firstNotice = steps.indexOf('notify');
    if (firstNotice !== -1 && (firstCue === -1 || firstNotice < firstCue)) {
      throw new ValidationError([
        { path: 'mobile', message: 'این سناریو پیش از آن‌که مشتری کاری کند به او اعلان می‌دهد؛ شمارهٔ موبایل مشتری را بدهید' },
      ]);
    }
  }

  function secondsText(ms: number) {
    return `${faNumber(Math.max(1, Math.ceil(ms / 1000)))} ثانیهٔ دیگر`;
  }

  function lineOf(p: Playback, run: Run, nowMs: number): string {
    if (run.state !== 'waiting') return run.line;
    if (!isLive(p)) return 'اجرا نشد';
    if (run.phase === 'turn') return 'در نوبت';
    if (run.phase === 'delay') return `اجرا تا ${secondsText(p.status === 'paused' ? run.left : run.dueAt - nowMs)}`;
    return run.line;
  }

  function playbackLine(p: Playback): string {
    const step = toPersianDigits(String(Math.min(p.current + 1, p.runs.length)));
    const of = `${step} از ${faNumber(p.runs.length)}`;
    switch (p.status) {
      case 'playing':
        return `در حال پخش: گام ${of}`;
      case 'paused':
        return `مکث در گام ${of}`;
      case 'finished':
        return `همهٔ ${faNumber(p.runs.length)} گام انجام شد`;
      case 'failed':
        return `گام ${step} ناموفق ماند و پخش پایان یافت`;
      case 'stopped':
        return `در گام ${of} متوقف شد`;
    }
  }

  function view(): ScenarioPlayback | null {
    const p = playback;
    if (!p) return null;
    const nowMs = ctx.clock.now().getTime();
    const customer = p.customerId ? findUser(ctx.db, p.customerId) : undefined;
    return {
      scenario: p.scenario.name,
      title: p.scenario.title,
      status: p.status,
      line: playbackLine(p),
      speed: p.speed,
      customer: customer ? { mobile: customer.mobile, name: customer.name } : p.named ? { mobile: p.named, name: null } : null,
      startedAt: p.startedAt,
      endedAt: p.endedAt,
      steps: p.runs.map((run, i) => ({
        title: stepTitle(p.scenario.steps[i]),
        state: run.state,
        line: lineOf(p, run, nowMs),
        at: run.at,
      })),
    };
  }

  return {
    scenarios: () => catalogue(),
    view,
    tick,

    /** Plays a scenario from its first step, stopping any other first. Unknown: 404. */
    play(name: string, { speed = 1, mobile }: { speed?: number; mobile?: string }) {
      const scenario = catalogue().find((s) => s.name === name);
      if (!scenario) throw notFound('سناریو');
      const named = mobile ?? null;
      check(scenario, named);
      if (isLive(playback)) end(playback, 'stopped');
      playback = {
        scenario,
        speed,
        startedAt: ctx.clock.now().toISOString(),
        endedAt: null,
        named,
        customerId: null,
        status: 'playing',
        current: 0,
        runs: scenario.steps.map(() => ({
          state: 'waiting',
          line: '',
          at: null,
          phase: 'turn',
          dueAt: 0,
          left: 0,
          memo: { approved: [], tick: 0 },
        })),
      };
      tick();
      return view();
    },

    /** Holds the playback where it is: a delay under way keeps what is left of it. */
    pause() {
      const p = playback;
      if (p?.status === 'playing') {
        const run = p.runs[p.current];
        if (run) run.left = Math.max(0, run.dueAt - ctx.clock.now().getTime());
        p.status = 'paused';
        cancelTimer();
      }
      return view();
    },

    resume() {
      const p = playback;
      if (p?.status === 'paused') {
        const run = p.runs[p.current];
        if (run) run.dueAt = ctx.clock.now().getTime() + run.left;
        p.status = 'playing';
        tick();
      }
      return view();
    },

    /** Ends the playback; its steps stay to be read. The world stays as the steps left it, the dealers all answer. */
    stop() {
      if (isLive(playback)) end(playback, 'stopped');
      return view();
    },

    /** A reset of the world: the playback ends and is forgotten. */
    reset() {
      if (isLive(playback)) end(playback, 'stopped');
      playback = null;
      ctx.quietDealers?.clear();
    },

    close() {
      cancelTimer();
      if (isLive(playback)) end(playback, 'stopped');
    },
  };
}
