/**
 * "Recreate as script", Python (3, standard library only): the same behaviour as write-bash.ts.
 * The selection is embedded as JSON (data.ts) and parsed by the script, so no name is ever part of
 * its code. Loaded on use only.
 */
import { embedJson, recreateData, type RecreateSelection } from './data';

const PROGRAM = String.raw`
import os
import sys
import time
import urllib.error
import urllib.request

API = (os.environ.get("CLOUD_API_URL") or DATA["apiUrl"]).rstrip("/")
KEY = os.environ.get("CLOUD_API_KEY")
if not KEY:
    sys.exit("Set CLOUD_API_KEY to a full key of the account to create in.")
YES = "--yes" in sys.argv[1:]


def seconds(headers, name):
    try:
        return max(0, int(float(headers.get(name))))
    except (TypeError, ValueError):
        return None


def call(method, path, body=None):
    """One request: waits while the rate window is used up or on a 429, stops on any other refusal."""
    while True:
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(API + path, data=data, method=method)
        request.add_header("Authorization", "Bearer " + KEY)
        request.add_header("Accept", "application/json")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                text = response.read().decode("utf-8")
                headers = response.headers
        except urllib.error.HTTPError as error:
            text = error.read().decode("utf-8", "replace")
            if error.code == 429:
                wait = seconds(error.headers, "Retry-After")
                if wait is None:
                    wait = seconds(error.headers, "x-ratelimit-reset")
                wait = 5 if wait is None else wait
                print("Rate limited: waiting %d s." % wait, file=sys.stderr, flush=True)
                time.sleep(wait)
                continue
            print("Refused: %s %s answered %d:" % (method, path, error.code), file=sys.stderr)
            print(text, file=sys.stderr)
            sys.exit(1)
        except urllib.error.URLError as error:
            sys.exit("Cannot reach %s: %s" % (API, error.reason))
        if seconds(headers, "x-ratelimit-remaining") == 0:
            time.sleep(seconds(headers, "x-ratelimit-reset") or 1)
        return json.loads(text) if text else None


def find(path, field, value):
    """The first item of a list whose field equals value, or None."""
    return next((item for item in call("GET", path)["items"] if item.get(field) == value), None)


def running_id(name):
    for _ in range(30):
        for item in call("GET", "/instances")["items"]:
            if item.get("name") == name and item.get("status") == "running":
                return item["id"]
        time.sleep(2)
    sys.exit("Server %s is not running." % name)


def created(what):
    print("Created " + what, flush=True)


def skipped(what):
    print("Exists, skipped: " + what, flush=True)


def ensure(path, field, value, body, what):
    """Creates it at path unless that list has an item whose field equals value."""
    if find(path, field, value) is None:
        call("POST", path, body)
        created(what)
    else:
        skipped(what)


def money(cents, digits):
    return "%.*f" % (digits, cents / 100)


# VPCs.
for vpc in DATA["vpcs"]:
    ensure("/vpcs", "name", vpc["name"], {key: vpc[key] for key in ("name", "regionId", "ipRange")}, "VPC " + vpc["name"])

# Servers (a deploy bills the wallet): the missing ones, with their price on this account.
existing = {item["name"] for item in call("GET", "/instances")["items"]}
missing = [server for server in DATA["servers"] if server["name"] not in existing]
for server in DATA["servers"]:
    if server["name"] in existing:
        skipped("server " + server["name"])
if missing:
    plans = {plan["id"]: plan for plan in call("GET", "/catalog/plans")["items"]}
    print("Deploys %d server(s):" % len(missing))
    monthly = hourly = 0
    for server in missing:
        plan = plans.get(server["planId"])
        price = "plan not offered here"
        if plan is not None:
            monthly += plan["priceMonthlyCents"]
            hourly += plan["priceHourlyCents"]
            price = "%s a month, %s an hour" % (money(plan["priceMonthlyCents"], 2), money(plan["priceHourlyCents"], 4))
        print("  %s: plan %s, %s, %s, %s" % (server["name"], server["planId"], server["regionId"], server["osImageId"], price))
    print("Total: %s a month, %s an hour" % (money(monthly, 2), money(hourly, 4)), flush=True)
    if not YES and not input("Deploy them? [y/N] ").strip().lower().startswith("y"):
        sys.exit("Nothing deployed.")
    for server in missing:
        call("POST", "/instances", {key: server[key] for key in ("name", "planId", "regionId", "osImageId")})
        created("server " + server["name"])

# Volumes.
for volume in DATA["volumes"]:
    ensure("/volumes", "name", volume["name"], {key: volume[key] for key in ("name", "sizeGb", "regionId")}, "volume " + volume["name"])

# Attachments and VPC members, once their servers run.
for volume in DATA["volumes"]:
    if volume["attachedTo"] is None:
        continue
    row = find("/volumes", "name", volume["name"])
    server = running_id(volume["attachedTo"])
    if row["instanceId"] != server:
        call("POST", "/volumes/%s/attach" % row["id"], {"instanceId": server})
        print("Attached volume %s to %s" % (volume["name"], volume["attachedTo"]), flush=True)
    else:
        skipped("volume %s on %s" % (volume["name"], volume["attachedTo"]))
for vpc in DATA["vpcs"]:
    for member in vpc["members"]:
        row = find("/vpcs", "name", vpc["name"])
        server = running_id(member)
        if server not in call("GET", "/vpcs/" + row["id"])["instanceIds"]:
            call("POST", "/vpcs/%s/members" % row["id"], {"instanceId": server})
            print("Added %s to VPC %s" % (member, vpc["name"]), flush=True)
        else:
            skipped("%s in VPC %s" % (member, vpc["name"]))

# Reserved IPs: one per server it is assigned to; unassigned ones counted per region.
if DATA["reservedIps"]:
    addresses = call("GET", "/reserved-ips")["items"]
    servers = {item["id"]: item["name"] for item in call("GET", "/instances")["items"]}
    for ip in DATA["reservedIps"]:
        if ip["assignedTo"] is None:
            continue
        server = running_id(ip["assignedTo"])
        if any(row["instanceId"] == server for row in addresses):
            skipped("reserved IP on " + ip["assignedTo"])
            continue
        row = call("POST", "/reserved-ips", {"regionId": ip["regionId"]})
        call("POST", "/reserved-ips/%s/assign" % row["id"], {"instanceId": server})
        created("reserved IP %s on %s" % (row["ipAddress"], ip["assignedTo"]))
    for region in sorted({ip["regionId"] for ip in DATA["reservedIps"] if ip["assignedTo"] is None}):
        wanted = sum(1 for ip in DATA["reservedIps"] if ip["assignedTo"] is None and ip["regionId"] == region)
        have = sum(1 for row in addresses if row["instanceId"] is None and row["regionId"] == region)
        if have >= wanted:
            skipped("%d unassigned reserved IP(s) in %s" % (wanted, region))
        for _ in range(max(0, wanted - have)):
            row = call("POST", "/reserved-ips", {"regionId": region})
            created("reserved IP %s in %s" % (row["ipAddress"], region))

# Alert policies, by name.
for policy in DATA["alertPolicies"]:
    if find("/monitoring/alert-policies", "name", policy["name"]) is not None:
        skipped("alert policy " + policy["name"])
        continue
    body = {key: policy[key] for key in ("name", "metric", "thresholdPercent", "durationMinutes", "enabled")}
    body["instanceId"] = None if policy["instance"] is None else running_id(policy["instance"])
    call("POST", "/monitoring/alert-policies", body)
    created("alert policy " + policy["name"])

# Webhook endpoints: the new account issues their signing secrets (shown once by the console, not here).
for endpoint in DATA["endpoints"]:
    body = {"url": endpoint["url"], "events": endpoint["events"]}
    if endpoint.get("description"):
        body["description"] = endpoint["description"]
    ensure("/webhooks/endpoints", "url", endpoint["url"], body, "webhook endpoint " + endpoint["url"])

print("Done.")
`;

export function writePython(selection: RecreateSelection, apiUrl: string): string {
  return [
    '#!/usr/bin/env python3',
    '# Recreates resources read by the cloud console. Usage: CLOUD_API_KEY=... [CLOUD_API_URL=.../api/v1] python3 this.py [--yes]',
    '# Needs Python 3 only (standard library). What it recreates, as JSON:',
    'import json',
    '',
    `DATA = json.loads(r'${embedJson(recreateData(selection, apiUrl))}')`,
    PROGRAM,
  ].join('\n');
}
