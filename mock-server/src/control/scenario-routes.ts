import { Router } from 'express';
import {
  controlScenarioPlaybackResponseSchema,
  controlScenarioPlayRequestSchema,
  controlScenariosResponseSchema,
} from '@gold/contracts/control';
import { parseBody, send } from '../http/validation';
import { consoleScript } from './console-page';
import { stepTitle } from './scenario-actions';
import type { ScenarioPlayer } from './scenario-player';


/** Demo scenarios under /__mock: list them with the playback, play one, pause, resume and stop it. */
export function scenarioRoutes(player: ScenarioPlayer): Router {
  const r = Router();

  r.get('/scenarios', (_req, res) => {
    const scenarios = player.scenarios().map(({ name, title, description, steps }) => ({
      name,
      title,
      description,
      steps: steps.map((step) => ({ title: stepTitle(step), delayMs: step.delayMs, action: step.action })),
    }));
    send(res, controlScenariosResponseSchema, { scenarios, playback: player.view() });
  });

  r.post('/scenarios/pause', (_req, res) => {
    send(res, controlScenarioPlaybackResponseSchema, { playback: player.pause() });
  });

  r.post('/scenarios/resume', (_req, res) => {
    send(res, controlScenarioPlaybackResponseSchema, { playback: player.resume() });
  });

  r.post('/scenarios/stop', (_req, res) => {
    send(res, controlScenarioPlaybackResponseSchema, { playback: player.stop() });
  });

  r.post('/scenarios/:name/play', (req, res) => {
    const options = parseBody(req, controlScenarioPlayRequestSchema);
    send(res, controlScenarioPlaybackResponseSchema, { playback: player.play(String(req.params.name), options) });
  });

  r.get('/scenarios-console.js', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/javascript').send(consoleScript('scenarios-client.js'));
  });

  return r;
}
