import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startStack } from '../infra/src/launcher/stack';
import { hashPassword } from '../services/server-kit/src/password-hash';

/**
 * The portal browser tests run against the whole product: the same native stack `npm start`
 * runs (FerretDB, Redis, four services, nginx), with throw-away data and a test password.
 * Set E2E_NO_STACK=1 to run only tests that need no stack (the games project serves itself).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_NO_STACK === '1') return async () => undefined;
  const password = 'e2e-admin-password-1';
  const thirdParty = await startThirdPartyScripts();
  const stack = await startStack({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')),
    persistent: false,
    admin: { user: 'admin', passwordHash: await hashPassword(password) },
    apiRate: '500r/s',
    // An ad network and a game SDK "configured", their scripts served by a local stand-in.
    extraEnv: {
      AD_CLIENT_ID: 'ca-pub-e2e0000000000001',
      AD_SLOT_HOME_MOBILE: 'e2eHomeMob',
      AD_SLOT_HOME_DESKTOP: 'e2eHomeDsk',
      AD_SLOT_GAME_MOBILE: 'e2eGameMob',
      AD_SLOT_GAME_DESKTOP: 'e2eGameDsk',
      AD_SCRIPT_URL: `${thirdParty.url}/ads.js`,
      GD_GAME_ID: 'e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0',
      GD_SDK_URL: `${thirdParty.url}/gd-sdk.js`,
      // The crawler screen test crawls a fixture feed server on 127.0.0.1.
      CRAWLER_ALLOW_PRIVATE_HOSTS: 'loopback',
    },
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_ADMIN_USER = 'admin';
  process.env.E2E_ADMIN_PASSWORD = password;
  if (stack.mailUrl) process.env.E2E_MAIL_URL = stack.mailUrl;
  process.env.E2E_THIRD_PARTY_URL = thirdParty.url;
  return async () => {
    await stack.stop();
    thirdParty.server.close();
  };
}

/**
 * Stands in for the ad network and game SDK hosts (no test may reach the internet): a stub ad
 * script whose queue records pushes and marks the `<ins>` filled, and an empty SDK.
 */
async function startThirdPartyScripts() {
  const ads = `(function(){window.__adPushes=window.__adPushes||[];window.adsbygoogle={loaded:true,push:function(p){window.__adPushes.push(p);var el=document.querySelector('ins.adsbygoogle:not([data-adsbygoogle-status])');if(el){el.setAttribute('data-adsbygoogle-status','done');el.textContent='';}}};})();`;
  const server = createServer((req, res) => {
    const body = req.url?.startsWith('/ads.js') ? ads : req.url?.startsWith('/gd-sdk.js') ? 'window.gdsdk = window.gdsdk || {};' : null;
    if (body === null) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*', 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
