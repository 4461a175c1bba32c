import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localCertificate, startPushService, type Certificate } from '../mock-server/src/realtime/push-stand-in/push-service';

// The tests' stand-in push service (mock-server/src/realtime/push-stand-in), as the e2e suite runs it: the mock is
// started before any test, so the service's port and certificate are chosen once, in the runner, and the mock is told
// to trust both (MOCK_PUSH_SERVICES, NODE_EXTRA_CA_CERTS). Each test that needs it starts it on that port.

const dirOf = (port: number) => join(tmpdir(), `gold-e2e-push-${port}`);

/** Writes the certificate for `port` once per run; answers what the mock's environment needs to push to it. */
export function pushServiceForMock(port: number): Record<string, string> {
  const dir = dirOf(port);
  const certFile = join(dir, 'cert.pem');
  if (!process.env.TEST_WORKER_INDEX) {
    const { key, cert } = localCertificate();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'key.pem'), key, { mode: 0o600 });
    writeFileSync(certFile, cert);
  }
  return { MOCK_PUSH_SERVICES: `https://127.0.0.1:${port}`, NODE_EXTRA_CA_CERTS: certFile };
}

/** Starts the stand-in where the mock expects it, with the certificate the mock trusts. */
export function startE2ePushService() {
  const port = Number(process.env.E2E_PUSH_PORT);
  const dir = dirOf(port);
  const certificate: Certificate = {
    key: readFileSync(join(dir, 'key.pem'), 'utf8'),
    cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
  };
  return startPushService({ port, certificate });
}
