/* global document, call, say, asciiDigits */
// The demo console's scenario section: pick a scenario, play, pause, resume or stop it, and follow its steps as they
// happen. A file of its own beside console-client.js, as the CSP allows scripts from 'self' only; server data is
// written with textContent, never as HTML. The page's classic scripts share one global scope: this one keeps its own
// names inside a function, and takes `call`, `say` and `asciiDigits` from console-client.js, which runs first.

(() => {
  'use strict';

  const POLL_MS = 2000;
  /** While a scenario plays its steps change by the second. */
  const PLAYING_POLL_MS = 1000;
  const STEP_STATES = { waiting: 'در انتظار', running: 'در حال اجرا', done: 'انجام شد', failed: 'ناموفق' };
  const STATUSES = { playing: 'در حال پخش', paused: 'مکث', finished: 'پایان یافت', failed: 'ناموفق ماند', stopped: 'متوقف شد' };

  const byId = (id) => document.getElementById(id);
  const digits = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });
  const localMobile = (mobile) => (mobile.startsWith('+98') ? `0${mobile.slice(3)}` : mobile);

  const select = byId('scenario-name');
  let scenarios = [];
  let playback = null;
  let timer = null;

  const isLive = (p) => p && (p.status === 'playing' || p.status === 'paused');

  function row(cells) {
    const tr = document.createElement('tr');
    for (const text of cells) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  }

  const waitText = (ms) => (ms > 0 ? `پس از ${digits.format(ms / 1000)} ثانیه` : 'بی‌درنگ');

  function customerText(p) {
    if (!p.customer) return 'مشتری هنوز شناخته نشده است';
    const mobile = localMobile(p.customer.mobile);
    return p.customer.name ? `مشتری: ${p.customer.name} (${mobile})` : `مشتری: ${mobile}، هنوز ثبت‌نام نکرده`;
  }

  function fillChoices() {
    if (select.options.length > 0) return;
    for (const scenario of scenarios) {
      const option = document.createElement('option');
      option.value = scenario.name;
      option.textContent = scenario.title;
      select.append(option);
    }
    if (playback) select.value = playback.scenario;
  }

  function render() {
    const chosen = scenarios.find((s) => s.name === select.value);
    byId('scenario-description').textContent = chosen?.description ?? '';
    byId('scenario-state').textContent = playback
      ? `«${playback.title}»: ${playback.line}. ${customerText(playback)}`
      : 'هنوز سناریویی پخش نشده است';
    byId('scenario-pause').disabled = playback?.status !== 'playing';
    byId('scenario-resume').disabled = playback?.status !== 'paused';
    byId('scenario-stop').disabled = !isLive(playback);
    const steps =
      playback && playback.scenario === select.value
        ? playback.steps.map((step, i) => [digits.format(i + 1), step.title, STEP_STATES[step.state] ?? step.state, step.line])
        : (chosen?.steps ?? []).map((step, i) => [digits.format(i + 1), step.title, waitText(step.delayMs), '']);
    byId('scenario-steps').replaceChildren(...steps.map(row));
  }

  async function poll() {
    clearTimeout(timer);
    try {
      const data = await call('GET', '/__mock/scenarios');
      scenarios = data.scenarios;
      playback = data.playback;
      fillChoices();
      render();
    } catch {
      say('ارتباط با سرور شبیه‌ساز برقرار نیست');
    }
    timer = setTimeout(poll, playback?.status === 'playing' ? PLAYING_POLL_MS : POLL_MS);
  }

  async function act(path, body, done) {
    try {
      const data = await call('POST', path, body);
      playback = data.playback;
      say(done(playback));
    } catch (error) {
      say(error.message);
    }
    await poll();
  }

  select.addEventListener('change', render);

  byId('scenario-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const mobile = asciiDigits(byId('scenario-mobile').value).replace(/[^\d+]/g, '');
    const title = select.selectedOptions[0]?.textContent ?? select.value;
    void act(
      `/__mock/scenarios/${encodeURIComponent(select.value)}/play`,
      mobile ? { mobile } : {},
      () => `پخش «${title}» آغاز شد`,
    );
  });

  /** What the status line says once a button has acted: the playback's state as the server answered it. */
  const told = (p) => (p ? `«${p.title}» ${STATUSES[p.status] ?? p.status}` : 'سناریویی پخش نمی‌شود');

  byId('scenario-pause').addEventListener('click', () => act('/__mock/scenarios/pause', undefined, told));
  byId('scenario-resume').addEventListener('click', () => act('/__mock/scenarios/resume', undefined, told));
  byId('scenario-stop').addEventListener('click', () => act('/__mock/scenarios/stop', undefined, told));

  void poll();
})();
