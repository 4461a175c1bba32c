#!/bin/sh
# The panel's runtime files, written from the environment before nginx starts: by the panel image's entrypoint
# (as /docker-entrypoint.d/15-panel-config.sh) and by the e2e test that serves the build through nginx.
#
#   $PANEL_RUNTIME_DIR/config.json  what the panel reads at start (web/src/shared/config/runtime-config.ts)
#   $PANEL_RUNTIME_DIR/csp.conf     nginx's Content-Security-Policy header, which lets the page reach the API and
#                                   the socket (deploy/nginx.conf includes it)
#
#   PANEL_API_URL        the provider API's base URL, such as https://api.example.ir (required; an empty value
#                        means the panel's own origin, behind a proxy that forwards the API)
#   PANEL_SOCKET_URL     the socket's origin (default: the API's origin)
#   PANEL_SOCKET_PATH    the socket.io path (default: /socket.io)
#   PANEL_SUPPORT_PHONE, PANEL_SUPPORT_EMAIL, PANEL_SUPPORT_TELEGRAM
#                        the contacts on /restricted: all three, or none for the panel's own
#   PANEL_CAPABILITY_PRICE_ALERTS
#                        true when the API offers /api/price-alerts (capabilities.priceAlerts; default: false)
#   PANEL_PUSH_PROVIDER  browser or firebase (default: unset, no push block: the browser's own notifications);
#                        browser writes push.provider "browser", which turns Firebase off with its variables ignored
#   PANEL_FIREBASE_API_KEY, PANEL_FIREBASE_PROJECT_ID, PANEL_FIREBASE_MESSAGING_SENDER_ID, PANEL_FIREBASE_APP_ID,
#   PANEL_FIREBASE_VAPID_KEY, PANEL_FIREBASE_AUTH_DOMAIN
#                        with PANEL_PUSH_PROVIDER=firebase: the web app's Firebase configuration and the public key of
#                        its web-push certificate (push.firebase; all required but the auth domain). The policy then
#                        also lets the page reach Firebase's Installations and FCM registration APIs
#   PANEL_RUNTIME_DIR    where the files go (default: /tmp/panel); the build's directory stays read-only
#   PANEL_LISTEN, PANEL_ROOT
#                        nginx's listen address and the built panel's directory: checked here, written into
#                        deploy/nginx.conf by the image's envsubst step
#
# A value that could break out of the JSON, of nginx's quoted header or of a CSP source stops the start with a message
# rather than being written.
set -eu
# Byte ranges in the patterns below: no locale may widen [A-Za-z] to other letters.
LC_ALL=C
export LC_ALL

me=${0##*/}
fail() {
  printf '%s: %s\n' "$me" "$*" >&2
  exit 1
}

# Letters, digits and . _ ~ - : / only: none of them is special in JSON, in an nginx string or in a CSP source.
check_chars() {
  case $2 in
    *[!A-Za-z0-9._~:/-]*) fail "$1 may hold only letters, digits and . _ ~ - : / (got '$2')" ;;
  esac
}

# An http(s) URL: a host name or IPv4 address, a port, and for the API a path. No user, query or fragment.
check_url() {
  check_chars "$1" "$2"
  if [ "$3" = origin ]; then
    path=''
  else
    path='(/[A-Za-z0-9._~/-]*)?'
  fi
  printf '%s\n' "$2" | grep -Eq "^https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?$path\$" ||
    fail "$1 must be an http:// or https:// URL$([ "$3" = origin ] && printf ' of an origin only, without a path'), such as https://api.example.ir (got '$2')"
}

# scheme://host[:port] of a URL already checked.
origin_of() {
  rest=${1#*://}
  printf '%s://%s' "${1%%://*}" "${rest%%/*}"
}

# Text for a JSON string: no control character; backslashes and quotes escaped.
json_string() {
  case $2 in
    *[[:cntrl:]]*) fail "$1 may not hold a control character or a line break" ;;
  esac
  printf '"%s"' "$(printf '%s' "$2" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# Writes stdin to $1 through a file beside it, so that nginx never reads half a file.
write_file() {
  cat >"$1.tmp.$$"
  mv -f "$1.tmp.$$" "$1"
}

[ "${PANEL_API_URL+set}" = set ] ||
  fail 'PANEL_API_URL is required: the provider API, such as https://api.example.ir (empty: this origin)'
api_url=${PANEL_API_URL%/}
if [ -n "$api_url" ]; then
  check_url PANEL_API_URL "$api_url" url
  api_origin=$(origin_of "$api_url")
else
  api_origin=''
fi

socket_url=${PANEL_SOCKET_URL-$api_origin}
socket_url=${socket_url%/}
socket_sources=''
if [ -n "$socket_url" ]; then
  check_url PANEL_SOCKET_URL "$socket_url" origin
  # WebSocket has schemes of its own, which a CSP source of http(s) does not cover.
  case $socket_url in
    https://*) socket_sources="wss://${socket_url#https://}" ;;
    *) socket_sources="ws://${socket_url#http://}" ;;
  esac
  [ "$socket_url" = "$api_origin" ] || socket_sources="$socket_url $socket_sources"
fi

socket_path=${PANEL_SOCKET_PATH:-/socket.io}
check_chars PANEL_SOCKET_PATH "$socket_path"
case $socket_path in
  /*) ;;
  *) fail "PANEL_SOCKET_PATH must start with / (got '$socket_path')" ;;
esac

support=''
phone=${PANEL_SUPPORT_PHONE-}
email=${PANEL_SUPPORT_EMAIL-}
telegram=${PANEL_SUPPORT_TELEGRAM-}
if [ -n "$phone$email$telegram" ]; then
  if [ -z "$phone" ] || [ -z "$email" ] || [ -z "$telegram" ]; then
    fail 'PANEL_SUPPORT_PHONE, PANEL_SUPPORT_EMAIL and PANEL_SUPPORT_TELEGRAM go together: set all three, or none'
  fi
  # One assignment each, so that a refused value stops the script (set -e sees an assignment's failure only).
  phone=$(json_string PANEL_SUPPORT_PHONE "$phone")
  email=$(json_string PANEL_SUPPORT_EMAIL "$email")
  telegram=$(json_string PANEL_SUPPORT_TELEGRAM "$telegram")
  support=$(printf ',\n  "support": { "phone": %s, "email": %s, "telegram": %s }' "$phone" "$email" "$telegram")
fi

case ${PANEL_CAPABILITY_PRICE_ALERTS:-false} in
  false) capabilities='' ;;
  true) capabilities=$(printf ',\n  "capabilities": { "priceAlerts": true }') ;;
  *) fail "PANEL_CAPABILITY_PRICE_ALERTS must be true or false (got '$PANEL_CAPABILITY_PRICE_ALERTS')" ;;
esac

# Letters, digits and - _ : . only: what a web app's Firebase configuration is made of (the API key and the VAPID key
# are base64url, the app id is 1:<sender id>:web:<hex>, the sender id digits, the project id and the auth domain host
# name characters), and none of them is special in JSON. These values go into config.json only, never into nginx's
# configuration or the policy.
check_firebase() {
  case $2 in
    *[!A-Za-z0-9_:.-]*) fail "$1 may hold only letters, digits and - _ : . (got '$2')" ;;
  esac
}

# Each PANEL_FIREBASE_ name, after the key of push.firebase it fills.
firebase_fields='apiKey:API_KEY authDomain:AUTH_DOMAIN projectId:PROJECT_ID messagingSenderId:MESSAGING_SENDER_ID
appId:APP_ID vapidKey:VAPID_KEY'
push=''
firebase_sources=''
case ${PANEL_PUSH_PROVIDER-} in
  '')
    # Firebase's variables without the provider are more likely a forgotten PANEL_PUSH_PROVIDER than a wish.
    for field in $firebase_fields; do
      name=PANEL_FIREBASE_${field#*:}
      eval "value=\${$name-}"
      [ -z "$value" ] ||
        fail "$name is set but PANEL_PUSH_PROVIDER is not: set it to firebase (or to browser to leave Firebase off)"
    done
    ;;
  browser) push=$(printf ',\n  "push": { "provider": "browser" }') ;;
  firebase)
    firebase=''
    for field in $firebase_fields; do
      key=${field%%:*}
      name=PANEL_FIREBASE_${field#*:}
      eval "value=\${$name-}"
      if [ -z "$value" ]; then
        [ "$key" = authDomain ] && continue
        fail "$name is required with PANEL_PUSH_PROVIDER=firebase: the web app's $key in the Firebase console"
      fi
      check_firebase "$name" "$value"
      firebase="$firebase${firebase:+,}
      \"$key\": \"$value\""
    done
    push=$(printf ',\n  "push": {\n    "provider": "firebase",\n    "firebase": {%s\n    }\n  }' "$firebase")
    # What the page's Firebase SDK (firebase 12: @firebase/installations 0.6, @firebase/messaging 0.13) fetches to get
    # a token, both from the dist/esm/index.esm.js their package.json names for browsers: INSTALLATIONS_API_URL in
    # @firebase/installations and ENDPOINT in @firebase/messaging. The push service the browser subscribes to is
    # reached by the browser itself, outside the policy; the SDK is bundled into the panel's own chunks ('self'), and
    # the panel's sw.js imports no Firebase (only firebase/messaging/sw would, and it would fetch play.google.com).
    firebase_sources='https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com'
    ;;
  *) fail "PANEL_PUSH_PROVIDER must be browser or firebase (got '$PANEL_PUSH_PROVIDER')" ;;
esac

# What deploy/nginx.conf receives through envsubst, checked here as it cannot check itself.
if [ -n "${PANEL_LISTEN-}" ]; then
  printf '%s\n' "$PANEL_LISTEN" | grep -Eq '^(([0-9]{1,3}\.){3}[0-9]{1,3}:|\[[0-9A-Fa-f:]+\]:)?[0-9]{1,5}$' ||
    fail "PANEL_LISTEN must be a port, or an address and a port such as 127.0.0.1:8080 (got '$PANEL_LISTEN')"
fi
runtime_dir=${PANEL_RUNTIME_DIR:-/tmp/panel}
for name in PANEL_ROOT PANEL_RUNTIME_DIR; do
  eval "value=\${$name-}"
  [ -z "$value" ] && continue
  check_chars "$name" "$value"
  case $value in
    /*) ;;
    *) fail "$name must be an absolute path (got '$value')" ;;
  esac
done
if [ -n "${PANEL_ROOT-}" ] && [ ! -f "$PANEL_ROOT/index.html" ]; then
  fail "PANEL_ROOT has no index.html: $PANEL_ROOT"
fi

mkdir -p "$runtime_dir"

write_file "$runtime_dir/config.json" <<EOF
{
  "apiBaseUrl": "$api_url",
  "socketUrl": "$socket_url",
  "socketPath": "$socket_path"$support$capabilities$push
}
EOF

# helmet's policy in the mock (mock-server/src/http/security-headers.ts), with the API and the socket added where the
# page reaches them: its calls, the socket and Firebase's token APIs (connect-src) and what the API serves to show
# (img-src).
csp="default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none'"
csp="$csp;img-src 'self' data: blob:${api_origin:+ $api_origin};object-src 'none'"
csp="$csp;script-src 'self' 'wasm-unsafe-eval';script-src-attr 'none';style-src 'self' 'unsafe-inline'"
csp="$csp;connect-src 'self' data:${api_origin:+ $api_origin}${socket_sources:+ $socket_sources}"
csp="$csp${firebase_sources:+ $firebase_sources}"
write_file "$runtime_dir/csp.conf" <<EOF
add_header Content-Security-Policy "$csp" always;
EOF

printf '%s: wrote %s/config.json and csp.conf (API: %s; socket: %s, path %s; push: %s)\n' "$me" "$runtime_dir" \
  "${api_url:-this origin}" "${socket_url:-this origin}" "$socket_path" "${PANEL_PUSH_PROVIDER:-none}"
