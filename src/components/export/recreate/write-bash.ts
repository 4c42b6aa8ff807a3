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
 * line survives. Loaded on use only.
 */

import {
  embedJson,
  recreateData,
  type RecreateAlertPolicy,
  type RecreateEndpoint,
  type RecreateReservedIp,
  type RecreateSelection,
  type RecreateServer,
  type RecreateVolume,
  type RecreateVpc,
} from './data';

const PRELUDE = String.raw`: "${'$'}{CLOUD_API_KEY:?Set CLOUD_API_KEY to a full key of the account to create in.}"
YES=0
[[ "${'$'}{1:-}" == "--yes" ]] && YES=1
command -v jq >/dev/null || { echo "This script needs jq." >&2; exit 1; }
API="${'$'}{CLOUD_API_URL:-$(jq -r .apiUrl <<<"$DATA")}"

# One request: waits while the rate window is used up or on a 429, stops on any other refusal.
call() {
  local method=$1 path=$2 body=${'$'}{3:-} out headers status wait
  out=$(mktemp) headers=$(mktemp)
  while :; do
    local args=(-sS -o "$out" -D "$headers" -w '%{http_code}' -X "$method")
    [[ -n $body ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
    # The key goes to curl as a header file, never as an argument (ps would show it).
    status=$(curl "${'$'}{args[@]}" -H @<(printf 'Authorization: Bearer %s\n' "$CLOUD_API_KEY") "$API$path")
    if [[ $status == 429 ]]; then
      wait=$(grep -i '^retry-after:' "$headers" | tr -dc '0-9' || true)
      [[ -z $wait ]] && wait=$(grep -i '^x-ratelimit-reset:' "$headers" | tr -dc '0-9' || true)
      echo "Rate limited: waiting ${'$'}{wait:-5} s." >&2
      sleep "${'$'}{wait:-5}"
      continue
    fi
    if [[ $status != 2* ]]; then
      echo "Refused: $method $path answered $status:" >&2
      cat "$out" >&2
      echo >&2
      rm -f "$out" "$headers"
      exit 1
    fi
    if [[ $(grep -i '^x-ratelimit-remaining:' "$headers" | tr -dc '0-9' || true) == 0 ]]; then
      wait=$(grep -i '^x-ratelimit-reset:' "$headers" | tr -dc '0-9' || true)
      sleep "${'$'}{wait:-1}"
    fi
    cat "$out"
    rm -f "$out" "$headers"
    return 0
  done
}

# The ID of the item of a list whose field equals a value (given as JSON), or nothing.
find_id() { call GET "$1" | jq -r --arg f "$2" --argjson v "$3" '.items[] | select(.[$f] == $v) | .id' | head -n 1; }

# The ID of the server of that name (given as JSON) once it runs (a new server provisions first).
running_id() { local id; for _ in $(seq 30); do id=$(call GET /instances | jq -r --argjson v "$1" '.items[] | select(.name == $v and .status == "running") | .id' | head -n 1); [[ -n $id ]] && { echo "$id"; return; }; sleep 2; done; echo "Server $(jq -r . <<<"$1") is not running." >&2; exit 1; }
`;

/** Servers: the missing ones by name, each with its plan's price on the target account and the total, then the question. */
function serverLines(servers: RecreateServer[]): string[] {
  if (servers.length === 0) return [];
  return [
    '',
    '# Servers (a deploy bills the wallet): the missing ones, with their price on this account.',
    `existing=$(call GET /instances | jq -c '[.items[].name]')`,
    `jq -r --argjson have "$existing" '.servers[] | select(.name as $n | $have | any(. == $n)) | "Exists, skipped: server " + .name' <<<"$DATA"`,
    `missing=$(jq -c --argjson have "$existing" '[.servers[] | select(.name as $n | $have | any(. == $n) | not)]' <<<"$DATA")`,
    `if [[ $missing != "[]" ]]; then`,
    `  plans=$(call GET /catalog/plans)`,
    `  echo "Deploys $(jq length <<<"$missing") server(s):"`,
    `  jq -r --argjson plans "$plans" '($plans.items | map({(.id): .}) | add // {}) as $p | .[] | [.name, .planId, .regionId, .osImageId, ($p[.planId].priceMonthlyCents // ""), ($p[.planId].priceHourlyCents // "")] | @tsv' <<<"$missing" |`,
    `    LC_ALL=C awk -F'\\t' '{ if ($5 == "") price = "plan not offered here"; else { m += $5; h += $6; price = sprintf("%.2f a month, %.4f an hour", $5 / 100, $6 / 100) } printf "  %s: plan %s, %s, %s, %s\\n", $1, $2, $3, $4, price } END { printf "Total: %.2f a month, %.4f an hour\\n", m / 100, h / 100 }'`,
    `  if [[ $YES != 1 ]]; then read -r -p "Deploy them? [y/N] " answer; [[ $answer == [yY]* ]] || { echo "Nothing deployed."; exit 1; }; fi`,
    `  while IFS= read -r server; do`,
    `    call POST /instances "$(jq -c '{name, planId, regionId, osImageId}' <<<"$server")" >/dev/null`,
    `    echo "Created server $(jq -r .name <<<"$server")"`,
    `  done < <(jq -c '.[]' <<<"$missing")`,
    'fi',
  ];
}

/** Reserved IPs: one on each named server; the unassigned ones counted per region, so a second run adds none. */
function reservedIpLines(ips: RecreateReservedIp[]): string[] {
  if (ips.length === 0) return [];
  return [
    '',
    '# Reserved IPs: one per server it is assigned to; unassigned ones counted per region.',
    'addresses=$(call GET /reserved-ips)',
    'while IFS= read -r ip; do',
    '  name=$(jq -r .assignedTo <<<"$ip"); server=$(running_id "$(jq -c .assignedTo <<<"$ip")")',
    `  if jq -e --arg id "$server" 'any(.items[]; .instanceId == $id)' <<<"$addresses" >/dev/null; then echo "Exists, skipped: reserved IP on $name"; continue; fi`,
    `  row=$(call POST /reserved-ips "$(jq -c '{regionId}' <<<"$ip")")`,
    `  call POST "/reserved-ips/$(jq -r .id <<<"$row")/assign" "$(jq -nc --arg id "$server" '{instanceId: $id}')" >/dev/null`,
    '  echo "Created reserved IP $(jq -r .ipAddress <<<"$row") on $name"',
    `done < <(jq -c '.reservedIps[] | select(.assignedTo != null)' <<<"$DATA")`,
    'while IFS= read -r group; do',
    '  region=$(jq -r .regionId <<<"$group"); wanted=$(jq -r .wanted <<<"$group")',
    `  have=$(jq --arg r "$region" '[.items[] | select(.instanceId == null and .regionId == $r)] | length' <<<"$addresses")`,
    '  if (( have >= wanted )); then echo "Exists, skipped: $wanted unassigned reserved IP(s) in $region"; fi',
    '  for (( i = have; i < wanted; i++ )); do',
    `    row=$(call POST /reserved-ips "$(jq -nc --arg r "$region" '{regionId: $r}')")`,
    '    echo "Created reserved IP $(jq -r .ipAddress <<<"$row") in $region"',
    '  done',
    `done < <(jq -c '[.reservedIps[] | select(.assignedTo == null)] | group_by(.regionId)[] | {regionId: .[0].regionId, wanted: length}' <<<"$DATA")`,
  ];
}

/** Alert policies by name; the server each watches by name, or all. */
function alertPolicyLines(policies: RecreateAlertPolicy[]): string[] {
  if (policies.length === 0) return [];
  return [
    '',
    '# Alert policies, by name.',
    'while IFS= read -r policy; do',
    '  name=$(jq -r .name <<<"$policy")',
    '  if [[ -n $(find_id /monitoring/alert-policies name "$(jq -c .name <<<"$policy")") ]]; then echo "Exists, skipped: alert policy $name"; continue; fi',
    '  instance=null',
    `  if jq -e '.instance != null' <<<"$policy" >/dev/null; then server=$(running_id "$(jq -c .instance <<<"$policy")"); instance=$(jq -nc --arg id "$server" '$id'); fi`,
    `  call POST /monitoring/alert-policies "$(jq -c --argjson instanceId "$instance" '{name, metric, thresholdPercent, durationMinutes, enabled, instanceId: $instanceId}' <<<"$policy")" >/dev/null`,
    '  echo "Created alert policy $name"',
    `done < <(jq -c '.alertPolicies[]' <<<"$DATA")`,
  ];
}

/** Creates each of a list that is missing by name (or URL), with the body jq makes of it. */
function createLines(
  comment: string,
  list: string,
  path: string,
  key: string,
  what: string,
  body: string,
): string[] {
  return [
    '',
    comment,
    `while IFS= read -r item; do`,
    `  what="${what} $(jq -r .${key} <<<"$item")"`,
    `  if [[ -z $(find_id ${path} ${key} "$(jq -c .${key} <<<"$item")") ]]; then`,
    `    call POST ${path} "$(jq -c '${body}' <<<"$item")" >/dev/null`,
    '    echo "Created $what"',
    '  else echo "Exists, skipped: $what"; fi',
    `done < <(jq -c '.${list}[]' <<<"$DATA")`,
  ];
}

const vpcLines = (vpcs: RecreateVpc[]): string[] =>
  vpcs.length === 0
    ? []
    : createLines('# VPCs.', 'vpcs', '/vpcs', 'name', 'VPC', '{name, regionId, ipRange}');

const volumeLines = (volumes: RecreateVolume[]): string[] =>
  volumes.length === 0
    ? []
    : createLines(
        '# Volumes.',
        'volumes',
        '/volumes',
        'name',
        'volume',
        '{name, sizeGb, regionId}',
      );

/** Attachments and members wait for their servers to run (a new server provisions first). */
function linkLines(volumes: RecreateVolume[], vpcs: RecreateVpc[]): string[] {
  const attached = volumes.some((volume) => volume.attachedTo !== null);
  const members = vpcs.some((vpc) => vpc.members.length > 0);
  if (!attached && !members) return [];
  const lines = ['', '# Attachments and VPC members, once their servers run.'];
  if (attached) {
    lines.push(
      'while IFS= read -r link; do',
      '  volume=$(find_id /volumes name "$(jq -c .name <<<"$link")"); server=$(running_id "$(jq -c .attachedTo <<<"$link")")',
      `  if [[ $(call GET "/volumes/$volume" | jq -r .instanceId) != "$server" ]]; then`,
      `    call POST "/volumes/$volume/attach" "$(jq -nc --arg id "$server" '{instanceId: $id}')" >/dev/null`,
      `    echo "Attached $(jq -r '"volume " + .name + " to " + .attachedTo' <<<"$link")"`,
      `  else echo "Exists, skipped: $(jq -r '"volume " + .name + " on " + .attachedTo' <<<"$link")"; fi`,
      `done < <(jq -c '.volumes[] | select(.attachedTo != null)' <<<"$DATA")`,
    );
  }
  if (members) {
    lines.push(
      'while IFS= read -r link; do',
      '  vpc=$(find_id /vpcs name "$(jq -c .vpc <<<"$link")"); server=$(running_id "$(jq -c .server <<<"$link")")',
      `  if ! call GET "/vpcs/$vpc" | jq -e --arg id "$server" '.instanceIds | index($id) != null' >/dev/null; then`,
      `    call POST "/vpcs/$vpc/members" "$(jq -nc --arg id "$server" '{instanceId: $id}')" >/dev/null`,
      `    echo "Added $(jq -r '.server + " to VPC " + .vpc' <<<"$link")"`,
      `  else echo "Exists, skipped: $(jq -r '.server + " in VPC " + .vpc' <<<"$link")"; fi`,
      `done < <(jq -c '.vpcs[] | .name as $vpc | .members[] | {vpc: $vpc, server: .}' <<<"$DATA")`,
    );
  }
  return lines;
}

const endpointLines = (endpoints: RecreateEndpoint[]): string[] =>
  endpoints.length === 0
    ? []
    : createLines(
        '# Webhook endpoints: the new account issues their signing secrets (shown once by the console, not here).',
        'endpoints',
        '/webhooks/endpoints',
        'url',
        'webhook endpoint',
        '{url, events} + (if (.description // "") == "" then {} else {description} end)',
      );

export function writeBash(selection: RecreateSelection, apiUrl: string): string {
  const data = recreateData(selection, apiUrl);
  const { servers, vpcs, volumes, reservedIps, alertPolicies, endpoints } = data;
  return [
    '#!/usr/bin/env bash',
    '# Recreates resources read by the cloud console. Usage: CLOUD_API_KEY=… [CLOUD_API_URL=…/api/v1] bash this.sh [--yes]',
    'set -euo pipefail',
    '# What it recreates, and the address it was read from, as JSON: the one place values are written.',
    `DATA='${embedJson(data)}'`,
    PRELUDE,
    ...vpcLines(vpcs),
    ...serverLines(servers),
    ...volumeLines(volumes),
    ...linkLines(volumes, vpcs),
    ...reservedIpLines(reservedIps),
    ...alertPolicyLines(alertPolicies),
    ...endpointLines(endpoints),
    '',
    'echo "Done."',
    '',
  ].join('\n');
}
