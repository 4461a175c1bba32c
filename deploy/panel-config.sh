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
  "socketPath": "$socket_path"$support
}
EOF

# helmet's policy in the mock (mock-server/src/http/security-headers.ts), with the API and the socket added where the
# page reaches them: its calls and the socket (connect-src) and what the API serves to show (img-src).
csp="default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none'"
csp="$csp;img-src 'self' data: blob:${api_origin:+ $api_origin};object-src 'none'"
csp="$csp;script-src 'self' 'wasm-unsafe-eval';script-src-attr 'none';style-src 'self' 'unsafe-inline'"
csp="$csp;connect-src 'self' data:${api_origin:+ $api_origin}${socket_sources:+ $socket_sources}"
write_file "$runtime_dir/csp.conf" <<EOF
add_header Content-Security-Policy "$csp" always;
EOF

printf '%s: wrote %s/config.json and csp.conf (API: %s; socket: %s, path %s)\n' "$me" "$runtime_dir" \
  "${api_url:-this origin}" "${socket_url:-this origin}" "$socket_path"
