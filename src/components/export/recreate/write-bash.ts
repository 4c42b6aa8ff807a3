/**
 * "Recreate as script" (issue 41 part 2): a bash script (curl and jq) that recreates a selection on
 * another account. It reads the address from CLOUD_API_URL and the key from CLOUD_API_KEY (never
 * written into it, never on curl's command line), creates in dependency order (VPCs, servers,
 * volumes, then attachments and VPC members, reserved IPs, alert policies, then webhook
 * endpoints), skips what exists by name (or URL; unassigned reserved IPs by count), stops on the
 * first refusal with its answer, waits out a 429 and an exhausted x-ratelimit window, prints what
 * it created, prints the deploy's cost from the target's /catalog/plans and asks before deploying
 * servers unless --yes. The selection is embedded as JSON (data.ts) for the data-driven parts;
 * every other value is single-quoted, so any name (quotes, $, spaces, any script) is safe.
 * Loaded on use only.
 */

import { embedJson, recreateData, type RecreateAlertPolicy, type RecreateEndpoint, type RecreateReservedIp, type RecreateSelection, type RecreateServer, type RecreateVolume, type RecreateVpc } from './data';

/** A bash word that is exactly `value`. */
export const quote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

const PRELUDE = String.raw`set -euo pipefail
API="${"$"}{CLOUD_API_URL:-__API__}"
: "${"$"}{CLOUD_API_KEY:?Set CLOUD_API_KEY to a full key of the account to create in.}"
YES=0
[[ "${"$"}{1:-}" == "--yes" ]] && YES=1
command -v jq >/dev/null || { echo "This script needs jq." >&2; exit 1; }

# One request: waits while the rate window is used up or on a 429, stops on any other refusal.
call() {
  local method=$1 path=$2 body=${"$"}{3:-} out headers status wait
  out=$(mktemp) headers=$(mktemp)
  while :; do
    local args=(-sS -o "$out" -D "$headers" -w '%{http_code}' -X "$method")
    [[ -n $body ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
    # The key goes to curl as a header file, never as an argument (ps would show it).
    status=$(curl "${"$"}{args[@]}" -H @<(printf 'Authorization: Bearer %s\n' "$CLOUD_API_KEY") "$API$path")
    if [[ $status == 429 ]]; then
      wait=$(grep -i '^retry-after:' "$headers" | tr -dc '0-9' || true)
      [[ -z $wait ]] && wait=$(grep -i '^x-ratelimit-reset:' "$headers" | tr -dc '0-9' || true)
      echo "Rate limited: waiting ${"$"}{wait:-5} s." >&2
      sleep "${"$"}{wait:-5}"
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
      sleep "${"$"}{wait:-1}"
    fi
    cat "$out"
    rm -f "$out" "$headers"
    return 0
  done
}

# The ID of the item of a list whose field equals a value, or nothing.
find_id() { call GET "$1" | jq -r --arg v "$3" --arg f "$2" '.items[] | select(.[$f] == $v) | .id' | head -n 1; }

# The ID of the server of that name once it runs (a new server provisions first).
running_id() { local id; for _ in $(seq 30); do id=$(call GET /instances | jq -r --arg v "$1" '.items[] | select(.name == $v and .status == "running") | .id' | head -n 1); [[ -n $id ]] && { echo "$id"; return; }; sleep 2; done; echo "Server $1 is not running." >&2; exit 1; }
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
    '  name=$(jq -r .assignedTo <<<"$ip"); server=$(running_id "$name")',
    `  if jq -e --arg id "$server" 'any(.items[]; .instanceId == $id)' <<<"$addresses" >/dev/null; then echo "Exists, skipped: reserved IP on $name"; continue; fi`,
    `  row=$(call POST /reserved-ips "$(jq -c '{regionId}' <<<"$ip")")`,
    `  call POST "/reserved-ips/$(jq -r .id <<<"$row")/assign" "$(jq -nc --arg id "$server" '{instanceId: $id}')" >/dev/null`,
    '  echo "Created reserved IP $(jq -r .ipAddress <<<"$row") on $name"',
    `done < <(jq -c '.reservedIps[] | select(.assignedTo != null)' <<<"$DATA")`,
    'while IFS=$\'\\t\' read -r region wanted; do',
    `  have=$(jq --arg r "$region" '[.items[] | select(.instanceId == null and .regionId == $r)] | length' <<<"$addresses")`,
    '  if (( have >= wanted )); then echo "Exists, skipped: $wanted unassigned reserved IP(s) in $region"; fi',
    '  for (( i = have; i < wanted; i++ )); do',
    `    row=$(call POST /reserved-ips "$(jq -nc --arg r "$region" '{regionId: $r}')")`,
    '    echo "Created reserved IP $(jq -r .ipAddress <<<"$row") in $region"',
    '  done',
    `done < <(jq -r '[.reservedIps[] | select(.assignedTo == null)] | group_by(.regionId)[] | [.[0].regionId, length] | @tsv' <<<"$DATA")`,
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
    '  if [[ -n $(find_id /monitoring/alert-policies name "$name") ]]; then echo "Exists, skipped: alert policy $name"; continue; fi',
    '  instance=null',
    `  watched=$(jq -r '.instance // ""' <<<"$policy")`,
    `  if [[ -n $watched ]]; then server=$(running_id "$watched"); instance=$(jq -nc --arg id "$server" '$id'); fi`,
    `  call POST /monitoring/alert-policies "$(jq -c --argjson instanceId "$instance" '{name, metric, thresholdPercent, durationMinutes, enabled, instanceId: $instanceId}' <<<"$policy")" >/dev/null`,
    '  echo "Created alert policy $name"',
    `done < <(jq -c '.alertPolicies[]' <<<"$DATA")`,
  ];
}

function vpcLines(vpcs: RecreateVpc[]): string[] {
  if (vpcs.length === 0) return [];
  const lines = ['', '# VPCs.'];
  for (const vpc of vpcs) {
    const name = quote(vpc.name);
    lines.push(
      `if [[ -z $(find_id /vpcs name ${name}) ]]; then`,
      `  call POST /vpcs "$(jq -nc --arg name ${name} --arg regionId ${quote(vpc.regionId)} --arg ipRange ${quote(vpc.ipRange)} '{name: $name, regionId: $regionId, ipRange: $ipRange}')" >/dev/null`,
      `  echo "Created VPC "${name}`,
      `else echo "Exists, skipped: VPC "${name}; fi`,
    );
  }
  return lines;
}

function volumeLines(volumes: RecreateVolume[]): string[] {
  if (volumes.length === 0) return [];
  const lines = ['', '# Volumes.'];
  for (const volume of volumes) {
    const name = quote(volume.name);
    lines.push(
      `if [[ -z $(find_id /volumes name ${name}) ]]; then`,
      `  call POST /volumes "$(jq -nc --arg name ${name} --argjson sizeGb ${volume.sizeGb} --arg regionId ${quote(volume.regionId)} '{name: $name, sizeGb: $sizeGb, regionId: $regionId}')" >/dev/null`,
      `  echo "Created volume "${name}`,
      `else echo "Exists, skipped: volume "${name}; fi`,
    );
  }
  return lines;
}

/** Attachments and members wait for their servers to run (a new server provisions first). */
function linkLines(volumes: RecreateVolume[], vpcs: RecreateVpc[]): string[] {
  const links = [
    ...volumes.filter((volume) => volume.attachedTo !== null).map((volume) => ({ kind: 'volume' as const, name: volume.name, server: volume.attachedTo! })),
    ...vpcs.flatMap((vpc) => vpc.members.map((server) => ({ kind: 'vpc' as const, name: vpc.name, server }))),
  ];
  if (links.length === 0) return [];
  const lines = [
    '',
    '# Attachments and VPC members, once their servers run.',
  ];
  for (const link of links) {
    const name = quote(link.name);
    const server = quote(link.server);
    if (link.kind === 'volume') {
      lines.push(
        `volume=$(find_id /volumes name ${name}); server=$(running_id ${server})`,
        `if [[ $(call GET "/volumes/$volume" | jq -r .instanceId) != "$server" ]]; then`,
        `  call POST "/volumes/$volume/attach" "$(jq -nc --arg id "$server" '{instanceId: $id}')" >/dev/null`,
        `  echo "Attached volume "${name}" to "${server}`,
        `else echo "Exists, skipped: volume "${name}" on "${server}; fi`,
      );
    } else {
      lines.push(
        `vpc=$(find_id /vpcs name ${name}); server=$(running_id ${server})`,
        `if ! call GET "/vpcs/$vpc" | jq -e --arg id "$server" '.instanceIds | index($id) != null' >/dev/null; then`,
        `  call POST "/vpcs/$vpc/members" "$(jq -nc --arg id "$server" '{instanceId: $id}')" >/dev/null`,
        `  echo "Added "${server}" to VPC "${name}`,
        `else echo "Exists, skipped: "${server}" in VPC "${name}; fi`,
      );
    }
  }
  return lines;
}

function endpointLines(endpoints: RecreateEndpoint[]): string[] {
  if (endpoints.length === 0) return [];
  const lines = ['', '# Webhook endpoints: the new account issues their signing secrets (shown once by the console, not here).'];
  for (const endpoint of endpoints) {
    const url = quote(endpoint.url);
    lines.push(
      `if [[ -z $(find_id /webhooks/endpoints url ${url}) ]]; then`,
      `  call POST /webhooks/endpoints "$(jq -nc --arg url ${url} --arg description ${quote(endpoint.description ?? '')} --argjson events ${quote(JSON.stringify(endpoint.events))} '{url: $url, events: $events} + (if $description == "" then {} else {description: $description} end)')" >/dev/null`,
      `  echo "Created webhook endpoint "${url}`,
      `else echo "Exists, skipped: webhook endpoint "${url}; fi`,
    );
  }
  return lines;
}

export function writeBash(selection: RecreateSelection, apiUrl: string): string {
  const data = recreateData(selection, apiUrl);
  const { servers, vpcs, volumes, reservedIps, alertPolicies, endpoints } = data;
  return [
    '#!/usr/bin/env bash',
    '# Recreates resources read by the cloud console. Usage: CLOUD_API_KEY=… [CLOUD_API_URL=…/api/v1] bash this.sh [--yes]',
    PRELUDE.replace('__API__', apiUrl.replace(/["$`\\]/g, '\\$&')),
    '# What it recreates, as JSON.',
    `DATA='${embedJson(data)}'`,
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
