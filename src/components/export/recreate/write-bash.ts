/**
 * "Recreate as script" (issue 41 part 2): a bash script (curl and jq) that recreates a selection on
 * another account. It reads the address from CLOUD_API_URL and the key from CLOUD_API_KEY (never
 * written into it, never on curl's command line), creates in dependency order (VPCs, servers,
 * volumes, then attachments and VPC members, reserved IPs, alert policies, then webhook
 * endpoints), skips what exists by name (or URL; unassigned reserved IPs by count), stops on the
 * first refusal with its answer, waits out a 429 and an exhausted x-ratelimit window, prints what
 * it created, prints the deploy's cost from the target's /catalog/plans and asks before deploying
 * servers unless --yes. The selection, and the console's address, are embedded once as JSON
 * (data.ts) and every part reads its values from it with jq: no name, URL or ID is spliced into
 * the code, so any name (quotes, $, backticks, spaces, new lines, any script) is safe. A name is
 * handed from one jq to the next as JSON (`--argjson`), never as bash text, so even a trailing new
 * line survives.
 *
 * On a billed account (findings F1, F2, F11): a redirect is refused and where it pointed said (curl
 * has no -L, so the key goes nowhere else); a create is reported only after a 2xx to its POST; a
 * read that fails, or answers what is not JSON or not a list, ends the script before any create:
 * `call` and every check that decides a create run in the script's own shell with their status
 * tested, never inside `$(…)`, a pipe or `[[ … ]]`, where `set -e` and its exit would not reach the
 * script. Every value printed goes through jq's `shown` (shown.ts). Before its first write the
 * script checks every body against the service's create rules and says what it renames or leaves
 * out (plan.ts). Loaded on use only.
 */

import { embedJson, recreateData, type RecreateSelection } from './data';

const PRELUDE = String.raw`: "${'$'}{CLOUD_API_KEY:?Set CLOUD_API_KEY to a full key of the account to create in.}"
YES=0
[[ "${'$'}{1:-}" == "--yes" ]] && YES=1
command -v jq >/dev/null || { echo "This script needs jq." >&2; exit 1; }
command -v curl >/dev/null || { echo "This script needs curl." >&2; exit 1; }
API="${'$'}{CLOUD_API_URL:-$(jq -r .apiUrl <<<"$DATA")}"
API=${'$'}{API%/}
ESCAPES=$(jq -c .escapes <<<"$DATA")

# jq definitions every filter below may use. shown: a value as printed, a character the terminal
# would act on or that reorders text written as \x1b or \u202e. aka: the names an item may exist
# under, the one sent and the selection's before a rename. breaks: how a value breaks its create
# rule (the same words as the Python script).
DEFS='
def hex($width): . as $n | [range($width) as $i | ($n / pow(16; $width - 1 - $i) | floor) % 16 | "0123456789abcdef"[.:. + 1]] | join("");
def shown: tostring | explode | map(. as $c | if any($escapes[]; $c >= .[0] and $c <= .[1]) then (if $c == 92 then "\\\\" elif $c < 256 then "\\x" + ($c | hex(2)) else "\\u" + ($c | hex(4)) end) else ([$c] | implode) end) | join("");
def aka($key): [.[$key]] + [.was // empty];
def named($item; $key): .[$key] as $n | $item | aka($key) | any(.[]; . == $n);
def id: (.id | strings | select(test("^[A-Za-z0-9_-]+$"))) // "?";
def breaks($rule; $v):
  if $v == null or $v == "" then (if $rule.optional then empty else "is empty" end)
  elif ($v | type) == "string" then
    if $rule.minLength != null and ($v | length) < $rule.minLength then "needs at least \($rule.minLength) character(s)"
    elif $rule.maxLength != null and ($v | length) > $rule.maxLength then "takes at most \($rule.maxLength) characters"
    elif $rule.pattern != null and ((($v | test($rule.pattern)) | not) or (($rule.pattern | endswith("$")) and ($v | endswith("\n")))) then "does not match \($rule.pattern)"
    else empty end
  elif ($v | type) == "number" then
    if $rule.integer and ($v | floor) != $v then "must be a whole number"
    elif $rule.minimum != null and $v < $rule.minimum then "must be at least \($rule.minimum)"
    elif $rule.maximum != null and $v > $rule.maximum then "must be at most \($rule.maximum)"
    else empty end
  elif ($v | type) == "array" and $rule.minItems != null and ($v | length) < $rule.minItems then "needs at least \($rule.minItems)"
  else empty end;
'

# jq with those definitions: q [jq options…] FILTER (the filter last).
q() { jq --argjson escapes "$ESCAPES" "${'$'}{@:1:$#-1}" "$DEFS ${'$'}{!#}"; }
# A line built by a jq filter from its arguments: say [jq options…] FILTER.
say() { q -rn "$@"; }
fail() { echo "$1" >&2; exit 1; }

# One request, its answer in ANSWER. Never run in $(…) or a pipe, where its exit would end only a
# subshell: any answer but a 2xx ends the script here, and a 429 or a used-up rate window is waited
# out. There is no -L: a redirect is refused, never followed with the key.
call() {
  local method=$1 path=$2 body=${'$'}{3:-} out headers status wait location after remaining
  out=$(mktemp) headers=$(mktemp)
  while :; do
    local args=(-sS -o "$out" -D "$headers" -w '%{http_code}' -X "$method")
    [[ -n $body ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
    # The key goes to curl as a header file, never as an argument (ps would show it).
    if ! status=$(curl "${'$'}{args[@]}" -H @<(printf 'Authorization: Bearer %s\n' "$CLOUD_API_KEY") "$API$path"); then
      rm -f "$out" "$headers"
      after=""
      [[ $method == GET ]] || after=" It may have been made: look on the account before running the script again."
      say --arg m "$method" --arg p "$path" --arg api "$API" --arg after "$after" '"No answer to \($m) \($p | shown) from \($api | shown).\($after)"' >&2
      exit 1
    fi
    if [[ $status == 429 ]]; then
      wait=$(grep -i '^retry-after:' "$headers" | tr -dc '0-9' || true)
      [[ -z $wait ]] && wait=$(grep -i '^x-ratelimit-reset:' "$headers" | tr -dc '0-9' || true)
      echo "Rate limited: waiting ${'$'}{wait:-5} s." >&2
      sleep "${'$'}{wait:-5}"
      continue
    fi
    if [[ $status == 3* ]]; then
      location=$(tr -d '\r' <"$headers" | grep -i '^location:' | head -n 1 | cut -d ' ' -f 2- || true)
      rm -f "$out" "$headers"
      say --arg m "$method" --arg p "$path" --arg s "$status" --arg l "${'$'}{location:-nowhere}" '"Refused: \($m) \($p | shown) answered \($s), pointing to \($l | shown). The script follows no redirect (the key would go along): set CLOUD_API_URL to the address that answers itself."' >&2
      exit 1
    fi
    if [[ $status != 2* ]]; then
      say --arg m "$method" --arg p "$path" --arg s "$status" '"Refused: \($m) \($p | shown) answered \($s):"' >&2
      q -Rrs 'shown' <"$out" >&2
      rm -f "$out" "$headers"
      exit 1
    fi
    remaining=$(grep -i '^x-ratelimit-remaining:' "$headers" | tr -dc '0-9' || true)
    if [[ $remaining == 0 ]]; then
      wait=$(grep -i '^x-ratelimit-reset:' "$headers" | tr -dc '0-9' || true)
      sleep "${'$'}{wait:-1}"
    fi
    ANSWER=$(cat "$out")
    rm -f "$out" "$headers"
    if [[ -n $ANSWER ]] && ! jq empty <<<"$ANSWER" 2>/dev/null; then
      after=""
      [[ $method == GET ]] || after=" It was made; the script stops here."
      say --arg m "$method" --arg p "$path" --arg s "$status" --arg after "$after" '"Unreadable: \($m) \($p | shown) answered \($s) with a body that is not JSON.\($after)"' >&2
      exit 1
    fi
    return 0
  done
}

# A list read into ANSWER. One that fails or holds no list of items ends the script: it must never
# pass for an empty account, where every create would be a duplicate.
list() {
  call GET "$1"
  if ! jq -e '(.items | type) == "array" and all(.items[]; type == "object")' <<<"$ANSWER" >/dev/null 2>&1; then
    say --arg p "$1" '"Unreadable: GET \($p) answered without a list of items; nothing more is created."' >&2
    exit 1
  fi
}

# A jq filter over ANSWER, its text in PICKED: pick [jq options…] FILTER. A failure ends the script.
pick() {
  if ! PICKED=$(q -r "$@" <<<"$ANSWER"); then
    fail "Unreadable: an answer is not in the form the script reads; nothing more is created."
  fi
}

# SERVER_ID: the ID of the server of that name (given as JSON), under any name it may exist under,
# once it runs (a new server provisions first).
running_id() {
  local names
  names=$(jq -c --argjson n "$1" '[$n] + [.servers[] | select(.name == $n) | .was // empty]' <<<"$DATA")
  for _ in $(seq 30); do
    list /instances
    pick --argjson names "$names" 'first(.items[] | select(.status == "running" and (.name as $n | $names | any(.[]; . == $n)))) | id'
    [[ $PICKED == "?" ]] && fail "Unreadable: GET /instances answered a server without a readable ID."
    if [[ -n $PICKED ]]; then
      SERVER_ID=$PICKED
      return 0
    fi
    sleep 2
  done
  say --argjson n "$1" '"Server \($n | shown) is not running."' >&2
  exit 1
}

# Before the first write: every body against the service's create rules, so a refusal cannot leave
# half of it made; then what is sent in place of the selection's, and what is left out.
problems=$(q -r '. as $d | $d.rules | to_entries[] | .key as $kind | .value as $fields | $d[$kind][] | . as $item | $fields | to_entries[] | .key as $field | breaks(.value; $item[$field]) | "  \($d.what[$kind]) \(($item.name // $item.url // $item.regionId // "") | shown): \($field) \(.)"' <<<"$DATA")
if [[ -n $problems ]]; then
  echo "The service would refuse these, so nothing is created:" >&2
  echo "$problems" >&2
  exit 1
fi
q -r '.changed[] | if .field == "name" then "Renamed: \(.what) \(.label | shown) is created as \(.to | shown) (the service refuses the name: \(.why))." else "Changed: \(.what) \(.label | shown): its \(.field) is shortened (\(.why))." end' <<<"$DATA"
q -r '.leftOut[] | "Left out: \(.what) \(.label | shown) (\(.why))."' <<<"$DATA"
`;

const SERVERS = String.raw`# Servers (a deploy bills the wallet): the missing ones, with their price on this account.
list /instances
pick -c '[.items[].name]'
existing=$PICKED
q -r --argjson have "$existing" '.servers[] | select(aka("name") | any(.[]; . as $n | any($have[]; . == $n))) | "Exists, skipped: server " + (.name | shown)' <<<"$DATA"
missing=$(q -c --argjson have "$existing" '[.servers[] | select(aka("name") | any(.[]; . as $n | any($have[]; . == $n)) | not)]' <<<"$DATA")
if [[ $missing != "[]" ]]; then
  list /catalog/plans
  pick -c '[.items[] | {id, priceMonthlyCents, priceHourlyCents}]'
  plans=$PICKED
  echo "Deploys $(jq length <<<"$missing") server(s):"
  q -r --argjson plans "$plans" '($plans | map({(.id | tostring): .}) | add // {}) as $p | .[] | [(.name, .planId, .regionId, .osImageId | shown), ($p[.planId].priceMonthlyCents // "" | tostring), ($p[.planId].priceHourlyCents // "" | tostring)] | join("\t")' <<<"$missing" |
    LC_ALL=C awk -F'\t' '{ if ($5 == "") price = "plan not offered here"; else { m += $5; h += $6; price = sprintf("%.2f a month, %.4f an hour", $5 / 100, $6 / 100) } printf "  %s: plan %s, %s, %s, %s\n", $1, $2, $3, $4, price } END { printf "Total: %.2f a month, %.4f an hour\n", m / 100, h / 100 }'
  if [[ $YES != 1 ]]; then read -r -p "Deploy them? [y/N] " answer; [[ $answer == [yY]* ]] || { echo "Nothing deployed."; exit 1; }; fi
  while IFS= read -r server; do
    body=$(jq -c '{name, planId, regionId, osImageId}' <<<"$server")
    call POST /instances "$body"
    say --argjson s "$server" '"Created server " + ($s.name | shown)'
  done < <(jq -c '.[]' <<<"$missing")
fi`;

/** Creates each item of a list that is missing by name (or URL, or a name it had), with the body jq makes of it. */
function createLines(
  comment: string,
  list: string,
  path: string,
  key: string,
  what: string,
  body: string,
): string {
  return String.raw`
${comment}
while IFS= read -r item; do
  list ${path}
  pick --argjson item "$item" 'first(.items[] | select(named($item; "${key}"))) | id'
  if [[ -z $PICKED ]]; then
    body=$(jq -c '${body}' <<<"$item")
    call POST ${path} "$body"
    say --argjson i "$item" '"Created ${what} \($i.${key} | shown)"'
  else
    say --argjson i "$item" '"Exists, skipped: ${what} \($i.${key} | shown)"'
  fi
done < <(jq -c '.${list}[]' <<<"$DATA")`;
}

const ATTACHMENTS = String.raw`while IFS= read -r link; do
  list /volumes
  pick --argjson item "$link" 'first(.items[] | select(named($item; "name"))) | id'
  [[ -n $PICKED && $PICKED != "?" ]] || { say --argjson l "$link" '"Volume \($l.name | shown) is not on the account, or its ID is unreadable."' >&2; exit 1; }
  volume=$PICKED
  server=$(jq -c .attachedTo <<<"$link")
  running_id "$server"
  call GET "/volumes/$volume"
  pick '.instanceId // ""'
  if [[ $PICKED != "$SERVER_ID" ]]; then
    body=$(jq -nc --arg id "$SERVER_ID" '{instanceId: $id}')
    call POST "/volumes/$volume/attach" "$body"
    say --argjson l "$link" '"Attached volume \($l.name | shown) to \($l.attachedTo | shown)"'
  else
    say --argjson l "$link" '"Exists, skipped: volume \($l.name | shown) on \($l.attachedTo | shown)"'
  fi
done < <(jq -c '.volumes[] | select(.attachedTo != null)' <<<"$DATA")`;

const MEMBERS = String.raw`while IFS= read -r link; do
  list /vpcs
  pick --argjson item "$link" 'first(.items[] | select(named($item; "name"))) | id'
  [[ -n $PICKED && $PICKED != "?" ]] || { say --argjson l "$link" '"VPC \($l.name | shown) is not on the account, or its ID is unreadable."' >&2; exit 1; }
  vpc=$PICKED
  server=$(jq -c .server <<<"$link")
  running_id "$server"
  call GET "/vpcs/$vpc"
  pick --arg id "$SERVER_ID" 'if (.instanceIds | type) == "array" then any(.instanceIds[]; . == $id) else error("no members") end'
  if [[ $PICKED != true ]]; then
    body=$(jq -nc --arg id "$SERVER_ID" '{instanceId: $id}')
    call POST "/vpcs/$vpc/members" "$body"
    say --argjson l "$link" '"Added \($l.server | shown) to VPC \($l.name | shown)"'
  else
    say --argjson l "$link" '"Exists, skipped: \($l.server | shown) in VPC \($l.name | shown)"'
  fi
done < <(jq -c '.vpcs[] | {name, was} + (.members[] | {server: .})' <<<"$DATA")`;

const RESERVED_IPS = String.raw`# Reserved IPs: one per server it is assigned to; unassigned ones counted per region.
list /reserved-ips
addresses=$ANSWER
while IFS= read -r ip; do
  server=$(jq -c .assignedTo <<<"$ip")
  running_id "$server"
  ANSWER=$addresses
  pick --arg id "$SERVER_ID" 'any(.items[]; .instanceId == $id)'
  if [[ $PICKED == true ]]; then
    say --argjson ip "$ip" '"Exists, skipped: reserved IP on \($ip.assignedTo | shown)"'
    continue
  fi
  body=$(jq -c '{regionId}' <<<"$ip")
  call POST /reserved-ips "$body"
  row=$ANSWER
  pick id
  [[ $PICKED != "?" ]] || fail "Unreadable: POST /reserved-ips answered without a readable ID. It was made; the script stops here."
  body=$(jq -nc --arg id "$SERVER_ID" '{instanceId: $id}')
  call POST "/reserved-ips/$PICKED/assign" "$body"
  say --argjson row "$row" --argjson ip "$ip" '"Created reserved IP \($row.ipAddress | shown) on \($ip.assignedTo | shown)"'
done < <(jq -c '.reservedIps[] | select(.assignedTo != null)' <<<"$DATA")
while IFS= read -r group; do
  ANSWER=$addresses
  pick --argjson g "$group" '[.items[] | select(.instanceId == null and .regionId == $g.regionId)] | length'
  have=$PICKED
  wanted=$(jq -r .wanted <<<"$group")
  if (( have >= wanted )); then say --argjson g "$group" '"Exists, skipped: \($g.wanted) unassigned reserved IP(s) in \($g.regionId | shown)"'; fi
  for (( i = have; i < wanted; i++ )); do
    body=$(jq -c '{regionId}' <<<"$group")
    call POST /reserved-ips "$body"
    say --argjson row "$ANSWER" --argjson g "$group" '"Created reserved IP \($row.ipAddress | shown) in \($g.regionId | shown)"'
  done
done < <(jq -c '[.reservedIps[] | select(.assignedTo == null)] | group_by(.regionId)[] | {regionId: .[0].regionId, wanted: length}' <<<"$DATA")`;

const ALERT_POLICIES = String.raw`# Alert policies, by name; the server each watches by name, or all.
while IFS= read -r policy; do
  list /monitoring/alert-policies
  pick --argjson item "$policy" 'first(.items[] | select(named($item; "name"))) | id'
  if [[ -n $PICKED ]]; then
    say --argjson p "$policy" '"Exists, skipped: alert policy \($p.name | shown)"'
    continue
  fi
  instance=null
  watches=$(jq -r '.instance != null' <<<"$policy")
  if [[ $watches == true ]]; then
    server=$(jq -c .instance <<<"$policy")
    running_id "$server"
    instance=$(jq -nc --arg id "$SERVER_ID" '$id')
  fi
  body=$(jq -c --argjson instanceId "$instance" '{name, metric, thresholdPercent, durationMinutes, enabled, instanceId: $instanceId}' <<<"$policy")
  call POST /monitoring/alert-policies "$body"
  say --argjson p "$policy" '"Created alert policy \($p.name | shown)"'
done < <(jq -c '.alertPolicies[]' <<<"$DATA")`;

export function writeBash(selection: RecreateSelection, apiUrl: string): string {
  const data = recreateData(selection, apiUrl);
  const { servers, vpcs, volumes, reservedIps, alertPolicies, endpoints } = data;
  const parts: string[] = [];
  if (vpcs.length > 0)
    parts.push(createLines('# VPCs.', 'vpcs', '/vpcs', 'name', 'VPC', '{name, regionId, ipRange}'));
  if (servers.length > 0) parts.push(SERVERS);
  if (volumes.length > 0)
    parts.push(
      createLines(
        '# Volumes.',
        'volumes',
        '/volumes',
        'name',
        'volume',
        '{name, sizeGb, regionId}',
      ),
    );
  const attached = volumes.some((volume) => volume.attachedTo !== null);
  const members = vpcs.some((vpc) => vpc.members.length > 0);
  if (attached || members) parts.push('# Attachments and VPC members, once their servers run.');
  if (attached) parts.push(ATTACHMENTS);
  if (members) parts.push(MEMBERS);
  if (reservedIps.length > 0) parts.push(RESERVED_IPS);
  if (alertPolicies.length > 0) parts.push(ALERT_POLICIES);
  if (endpoints.length > 0)
    parts.push(
      createLines(
        '# Webhook endpoints: the new account issues their signing secrets (shown once by the console, not here).',
        'endpoints',
        '/webhooks/endpoints',
        'url',
        'webhook endpoint',
        '{url, events} + (if (.description // "") == "" then {} else {description} end)',
      ),
    );
  return [
    '#!/usr/bin/env bash',
    '# Recreates resources read by the cloud console. Usage: CLOUD_API_KEY=… [CLOUD_API_URL=…/api/v1] bash this.sh [--yes]',
    'set -euo pipefail',
    '# What it recreates, and the address it was read from, as JSON: the one place values are written.',
    `DATA='${embedJson(data)}'`,
    PRELUDE,
    ...parts.map((part) => `\n${part.trim()}`),
    '',
    'echo "Done."',
    '',
  ].join('\n');
}
