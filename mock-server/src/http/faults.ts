import type { RequestHandler } from 'express';
import type { ControlFaults } from '@gold/contracts/control';
import { errorMessage } from '@gold/contracts/errors';
import type { Random } from '../clock';
import { sendError } from './errors';

/** Injected latency and failures for the provider API, set through PUT /__mock/faults. */
export function faultInjector(random: Random) {
  let faults: ControlFaults = {};
  const middleware: RequestHandler = (req, res, next) => {
    const { latencyMs = 0, failRate = 0, failStatus = 500, pathPrefix } = faults;
    if (pathPrefix && !req.path.startsWith(pathPrefix)) return next();
    const proceed = () => {
      if (failRate > 0 && random.next() < failRate) {
        const code = failStatus >= 500 ? 'SERVICE_UNAVAILABLE' : 'INVALID_REQUEST_DATA';
        return sendError(res, failStatus, code, errorMessage(code));
      }
      next();
    };
    if (latencyMs > 0) setTimeout(proceed, latencyMs);
    else proceed();
  };
  return {
    middleware,
    set: (next: ControlFaults) => {
      faults = next;
    },
    /** Whether any fault is set: a path that answers without Express (the price's) leaves the request to it then. */
    active: () => Object.values(faults).some((value) => value !== undefined),
  };
}
