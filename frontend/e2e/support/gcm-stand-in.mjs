// A local stand-in for the two Google services Chromium's Push API needs before `pushManager.subscribe()` resolves
// (docs/notifications.md, "Push"): the GCM check-in (android.clients.google.com/checkin) and the instance-ID token
// registration (android.clients.google.com/c2dm/register3). This machine reaches no Google, so the journey points
// Chromium at this server with its own switches `--gcm-checkin-url` and `--gcm-registration-url`, and the MCS
// connection (`--gcm-mcs-endpoint`, which delivers pushes, not needed to subscribe) at a local port that only counts
// attempts, so nothing leaves the machine.
//
// The wire formats follow Chromium's own client (google_apis/gcm/engine): check-in is a POST of an
// AndroidCheckinRequest protobuf answered by an AndroidCheckinResponse (google_apis/gcm/protocol/checkin.proto);
// registration is a form POST with `Authorization: AidLogin <android id>:<security token>` answered by the text
// `token=<token>` or `Error=<reason>`. The checks are the ones that matter for a push subscription: the device
// credentials issued at check-in, and a `sender` that is a VAPID key (base64url of a 65-byte P-256 point), which
// Chromium sends as the instance-ID `authorized_entity` when a page subscribes with an applicationServerKey.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';

/** Protobuf wire types used by checkin.proto. */
const VARINT = 0;
const FIXED64 = 1;
const BYTES = 2;
const FIXED32 = 5;

function readVarint(buffer, offset) {
  let value = 0n;
  let shift = 0n;
  for (;;) {
    if (offset >= buffer.length) throw new Error('truncated varint');
    const byte = buffer[offset++];
    value |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return { value, offset };
    shift += 7n;
  }
}

/** The fields of one protobuf message: field number -> list of values (bigint, or Buffer for bytes). */
export function decodeMessage(buffer) {
  const fields = new Map();
  let offset = 0;
  while (offset < buffer.length) {
    const key = readVarint(buffer, offset);
    offset = key.offset;
    const field = Number(key.value >> 3n);
    const wire = Number(key.value & 7n);
    let value;
    if (wire === VARINT) {
      ({ value, offset } = readVarint(buffer, offset));
    } else if (wire === FIXED64) {
      value = buffer.readBigUInt64LE(offset);
      offset += 8;
    } else if (wire === BYTES) {
      const length = readVarint(buffer, offset);
      offset = length.offset;
      value = buffer.subarray(offset, offset + Number(length.value));
      if (value.length !== Number(length.value)) throw new Error('truncated field');
      offset += value.length;
    } else if (wire === FIXED32) {
      value = BigInt(buffer.readUInt32LE(offset));
      offset += 4;
    } else {
      throw new Error(`unsupported wire type ${wire}`);
    }
    fields.set(field, [...(fields.get(field) ?? []), value]);
  }
  return fields;
}

function varint(value) {
  const bytes = [];
  let rest = BigInt(value);
  do {
    let byte = Number(rest & 0x7fn);
    rest >>= 7n;
    if (rest > 0n) byte |= 0x80;
    bytes.push(byte);
  } while (rest > 0n);
  return Buffer.from(bytes);
}

const key = (field, wire) => varint((field << 3) | wire);

function fixed64(value) {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(value);
  return buffer;
}

/** AndroidCheckinResponse: stats_ok = 1 (required), time_msec = 3, android_id = 7, security_token = 8. */
function checkinResponse(androidId, securityToken) {
  return Buffer.concat([
    key(1, VARINT),
    varint(1),
    key(3, VARINT),
    varint(Date.now()),
    key(7, FIXED64),
    fixed64(androidId),
    key(8, FIXED64),
    fixed64(securityToken),
  ]);
}

/** A non-zero 63-bit id, as the real service hands out (Chromium retries a check-in answered with a zero). */
const randomId = () => (randomBytes(8).readBigUInt64BE() >> 1n) | 1n;

const first = (fields, field) => fields.get(field)?.[0];

/** The parts of an AndroidCheckinRequest that Chromium fills (checkin_request.cc) and the stand-in checks. */
function parseCheckin(body) {
  const request = decodeMessage(body);
  const checkin = first(request, 4);
  if (!checkin) throw new Error('no checkin (field 4, required)');
  const device = decodeMessage(checkin);
  const build = first(device, 13);
  const chromeBuild = build ? decodeMessage(build) : new Map();
  return {
    androidId: first(request, 2) ?? 0n,
    securityToken: first(request, 13) ?? 0n,
    version: Number(first(request, 14) ?? 0n),
    deviceType: Number(first(device, 12) ?? 0n),
    platform: Number(first(chromeBuild, 1) ?? 0n),
    chromeVersion: first(chromeBuild, 2)?.toString('utf8') ?? '',
    channel: Number(first(chromeBuild, 3) ?? 0n),
  };
}

/** A VAPID public key as Chromium sends it (push_messaging_utils.cc NormalizeSenderInfo): unpadded base64url. */
function isVapidSender(sender) {
  if (!/^[A-Za-z0-9_-]+$/.test(sender)) return false;
  const bytes = Buffer.from(sender, 'base64url');
  return bytes.length === 65 && bytes[0] === 0x04;
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Starts the stand-in on 127.0.0.1. `requests` records every request (check-ins, registrations, deletions, and
 * anything else, which is answered 404); `chromiumArgs` are the switches that point Chromium's GCM client here.
 */
export async function startGcmStandIn() {
  const requests = [];
  /** android id (decimal string) -> security token (bigint), as issued. */
  const devices = new Map();
  /** token -> the registration it was issued for. */
  const tokens = new Map();

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = new URL(request.url, 'http://stand-in').pathname;
    const answer = (status, text, type = 'text/plain') => {
      response.writeHead(status, { 'Content-Type': type }).end(text);
    };
    if (request.method === 'POST' && path === '/checkin') {
      let checkin;
      try {
        checkin = parseCheckin(body);
      } catch (error) {
        requests.push({ kind: 'checkin', error: error.message });
        return answer(400, 'bad request');
      }
      requests.push({ kind: 'checkin', contentType: request.headers['content-type'], ...checkin });
      if (request.headers['content-type'] !== 'application/x-protobuf' || checkin.version !== 3) return answer(400, 'bad request');
      let androidId = checkin.androidId;
      let securityToken = checkin.securityToken;
      if (androidId === 0n) {
        androidId = randomId();
        securityToken = randomId();
        devices.set(String(androidId), securityToken);
      } else if (devices.get(String(androidId)) !== securityToken) {
        // The real service: 401 when the security token does not match the android id.
        return answer(401, 'unauthorized');
      }
      return answer(200, checkinResponse(androidId, securityToken), 'application/x-protobuf');
    }
    if (request.method === 'POST' && path === '/c2dm/register3') {
      const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
      const login = /^AidLogin (\d+):(\d+)$/.exec(request.headers.authorization ?? '');
      const kind = form.delete === 'true' ? 'delete' : 'register';
      const record = { kind, contentType: request.headers['content-type'], authorization: request.headers.authorization, form };
      requests.push(record);
      if (!login || devices.get(login[1]) !== BigInt(login[2]) || form.device !== login[1]) return answer(200, 'Error=AUTHENTICATION_FAILED');
      if (!form.app) return answer(200, 'Error=INVALID_PARAMETERS');
      if (!form.appid) {
        // A plain GCM registration (no instance ID): Chromium's own account mapper registers "com.google.android.gms"
        // with Google's numeric sender id whenever the client starts; answered, so it does not retry.
        if (kind === 'delete') return answer(200, `deleted=${form.app}`);
        if (!/^\d+(,\d+)*$/.test(form.sender ?? '')) return answer(200, 'Error=INVALID_SENDER');
        record.token = `${form.app}:APA91b${randomBytes(48).toString('base64url')}`;
        return answer(200, `token=${record.token}`);
      }
      if (!form.scope || form.scope !== form['X-scope'] || !/^\d+$/.test(form.gmsv ?? '')) return answer(200, 'Error=INVALID_PARAMETERS');
      if (kind === 'delete') {
        // An unsubscribe deletes the instance ID's tokens: sender and scope "*" mean all of them (gcm_client_impl.cc).
        const deleted = [...tokens].filter(([, issued]) => issued.appid === form.appid && (form.sender === '*' || issued.sender === form.sender));
        for (const [token] of deleted) tokens.delete(token);
        record.deletedTokens = deleted.map(([token]) => token);
        return answer(200, `token=${form.appid}`);
      }
      if (!form.sender || !(isVapidSender(form.sender) || /^\d+$/.test(form.sender))) return answer(200, 'Error=INVALID_SENDER');
      // FCM tokens are "<instance id>:APA91b<opaque>"; Chromium puts the token after its endpoint prefix.
      const token = `${form.appid}:APA91b${randomBytes(96).toString('base64url')}`;
      tokens.set(token, { appid: form.appid, sender: form.sender, subtype: form['X-subtype'], androidId: login[1] });
      record.token = token;
      return answer(200, `token=${token}`);
    }
    requests.push({ kind: 'other', method: request.method, path });
    return answer(404, 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  // MCS (the long-lived TLS connection that delivers pushes): counted and closed, never served.
  const mcsConnections = [];
  const mcs = createTcpServer((socket) => {
    mcsConnections.push(Date.now());
    socket.destroy();
  });
  await new Promise((resolve) => mcs.listen(0, '127.0.0.1', resolve));

  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    requests,
    tokens,
    mcsConnections,
    chromiumArgs: [
      `--gcm-checkin-url=${origin}/checkin`,
      `--gcm-registration-url=${origin}/c2dm/register3`,
      `--gcm-mcs-endpoint=https://127.0.0.1:${mcs.address().port}`,
    ],
    close: () => {
      // Chromium keeps its connections to the stand-in alive; close them so the server can stop.
      server.closeAllConnections();
      return Promise.all([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => mcs.close(resolve))]);
    },
  };
}
