/**
 * "Recreate as script", Python (3, standard library only): the same behaviour as write-bash.ts.
 * The selection is embedded as JSON (data.ts) and parsed by the script, so no name is ever part of
 * its code. Loaded on use only.
 */
import { embedJson, recreateData, type RecreateSelection } from './data';

const PROGRAM = String.raw`
import http.client
import os
import re
import sys
import time
import urllib.error
import urllib.request

API = (os.environ.get("CLOUD_API_URL") or DATA["apiUrl"]).rstrip("/")
KEY = os.environ.get("CLOUD_API_KEY")
if not KEY:
    sys.exit("Set CLOUD_API_KEY to a full key of the account to create in.")
YES = "--yes" in sys.argv[1:]


def shown(value):
    """A value as printed: a character the terminal would act on or that reorders text as \\x1b or \\u202e."""
    out = []
    for char in str(value):
        code = ord(char)
        if not any(low <= code <= high for low, high in DATA["escapes"]):
            out.append(char)
        elif code == 0x5C:
            out.append("\\\\")
        else:
            out.append(("\\x%02x" if code < 0x100 else "\\u%04x") % code)
    return "".join(out)


def fail(message):
    print(message, file=sys.stderr, flush=True)
    sys.exit(1)


def seconds(headers, name):
    try:
        return max(0, int(float(headers.get(name))))
    except (TypeError, ValueError):
        return None


class NoRedirect(urllib.request.HTTPRedirectHandler):
    """A redirect is answered as a refusal, never followed: the key would go wherever it points."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def call(method, path, body=None):
    """One request: waits while the rate window is used up or on a 429; any answer but a 2xx ends the script."""
    while True:
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(API + path, data=data, method=method)
        request.add_header("Authorization", "Bearer " + KEY)
        request.add_header("Accept", "application/json")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with OPENER.open(request, timeout=60) as response:
                status = response.status
                text = response.read().decode("utf-8", "replace")
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
            if 300 <= error.code < 400:
                fail(
                    "Refused: %s %s answered %d, pointing to %s. The script follows no redirect (the key would go along):"
                    " set CLOUD_API_URL to the address that answers itself."
                    % (method, shown(path), error.code, shown(error.headers.get("Location", "nowhere")))
                )
            fail("Refused: %s %s answered %d:\n%s" % (method, shown(path), error.code, shown(text)))
        except (urllib.error.URLError, http.client.HTTPException, OSError) as error:
            after = "" if method == "GET" else " It may have been made: look on the account before running the script again."
            fail("No answer to %s %s from %s (%s).%s" % (method, shown(path), shown(API), shown(getattr(error, "reason", error)), after))
        if not 200 <= status < 300:
            fail("Refused: %s %s answered %d." % (method, shown(path), status))
        if seconds(headers, "x-ratelimit-remaining") == 0:
            time.sleep(seconds(headers, "x-ratelimit-reset") or 1)
        if not text:
            return None
        try:
            return json.loads(text)
        except ValueError:
            made = "" if method == "GET" else " It was made; the script stops here."
            fail("Unreadable: %s %s answered %d with a body that is not JSON.%s" % (method, shown(path), status, made))


def items(path):
    """Every item of a list; a read that fails or cannot be read ends the script, never passes for an empty list."""
    answer = call("GET", path)
    rows = answer.get("items") if isinstance(answer, dict) else None
    if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        fail("Unreadable: GET %s answered without a list of items; nothing more is created." % path)
    return rows


def row_of(answer, method, path):
    """The item, with an ID fit for a path; else the script stops."""
    identity = answer.get("id") if isinstance(answer, dict) else None
    if not isinstance(identity, str) or not re.fullmatch(r"[A-Za-z0-9_-]+", identity):
        fail("Unreadable: %s %s answered without a readable ID; the script stops here." % (method, path))
    return answer


def names(item):
    """The names it may exist under: the one the script sends, and the selection's before a rename."""
    return {item["name"], item.get("was", item["name"])}


SERVER_NAMES = {server["name"]: names(server) for server in DATA["servers"]}


def find(path, field, values):
    """The first item of a list whose field is one of values, or None."""
    return next((row for row in items(path) if isinstance(row.get(field), str) and row[field] in values), None)


def found(path, field, values, what):
    row = find(path, field, values)
    if row is None:
        fail("%s is not on the account." % what)
    return row_of(row, "GET", path)


def running_id(name):
    for _ in range(30):
        for row in items("/instances"):
            if row.get("name") in SERVER_NAMES.get(name, {name}) and row.get("status") == "running":
                return row_of(row, "GET", "/instances")["id"]
        time.sleep(2)
    fail("Server %s is not running." % shown(name))


def created(what):
    print("Created " + what, flush=True)


def skipped(what):
    print("Exists, skipped: " + what, flush=True)


def ensure(path, field, values, body, what):
    """Creates it at path unless that list has an item whose field is one of values."""
    if find(path, field, values) is None:
        call("POST", path, body)
        created(what)
    else:
        skipped(what)


def money(cents, digits):
    return "%.*f" % (digits, cents / 100)


def rule_break(rule, value):
    """How a value breaks the service's create rule, or None."""
    if value is None or value == "":
        return None if rule.get("optional") else "is empty"
    if isinstance(value, str):
        if "minLength" in rule and len(value) < rule["minLength"]:
            return "needs at least %d character(s)" % rule["minLength"]
        if "maxLength" in rule and len(value) > rule["maxLength"]:
            return "takes at most %d characters" % rule["maxLength"]
        pattern = rule.get("pattern")
        # Python's $, as jq's, also matches before a final new line: the rule's does not.
        if pattern and (not re.search(pattern, value) or (pattern.endswith("$") and value.endswith("\n"))):
            return "does not match %s" % pattern
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        if rule.get("integer") and not float(value).is_integer():
            return "must be a whole number"
        if "minimum" in rule and value < rule["minimum"]:
            return "must be at least %s" % rule["minimum"]
        if "maximum" in rule and value > rule["maximum"]:
            return "must be at most %s" % rule["maximum"]
    elif isinstance(value, list) and "minItems" in rule and len(value) < rule["minItems"]:
        return "needs at least %d" % rule["minItems"]
    return None


# Before the first write: every body against the service's create rules, so a refusal cannot leave
# half of it made; then what is sent in place of the selection's, and what is left out.
problems = []
for kind, fields in DATA["rules"].items():
    for item in DATA[kind]:
        label = item.get("name") or item.get("url") or item.get("regionId") or ""
        for field, rule in fields.items():
            why = rule_break(rule, item.get(field))
            if why:
                problems.append("%s %s: %s %s" % (DATA["what"][kind], shown(label), field, why))
if problems:
    fail("The service would refuse these, so nothing is created:\n  " + "\n  ".join(problems))
for change in DATA["changed"]:
    if change["field"] == "name":
        print("Renamed: %s %s is created as %s (the service refuses the name: %s)." % (change["what"], shown(change["label"]), shown(change["to"]), change["why"]))
    else:
        print("Changed: %s %s: its %s is shortened (%s)." % (change["what"], shown(change["label"]), change["field"], change["why"]))
for row in DATA["leftOut"]:
    print("Left out: %s %s (%s)." % (row["what"], shown(row["label"]), row["why"]))
sys.stdout.flush()

# VPCs.
for vpc in DATA["vpcs"]:
    ensure("/vpcs", "name", names(vpc), {key: vpc[key] for key in ("name", "regionId", "ipRange")}, "VPC " + shown(vpc["name"]))

# Servers (a deploy bills the wallet): the missing ones, with their price on this account.
if DATA["servers"]:
    existing = {row["name"] for row in items("/instances") if isinstance(row.get("name"), str)}
    missing = [server for server in DATA["servers"] if not names(server) & existing]
    for server in DATA["servers"]:
        if names(server) & existing:
            skipped("server " + shown(server["name"]))
    if missing:
        plans = {plan.get("id"): plan for plan in items("/catalog/plans")}
        print("Deploys %d server(s):" % len(missing))
        monthly = hourly = 0
        for server in missing:
            plan = plans.get(server["planId"])
            price = "plan not offered here"
            if plan is not None:
                monthly += plan["priceMonthlyCents"]
                hourly += plan["priceHourlyCents"]
                price = "%s a month, %s an hour" % (money(plan["priceMonthlyCents"], 2), money(plan["priceHourlyCents"], 4))
            print("  %s: plan %s, %s, %s, %s" % tuple(shown(value) for value in (server["name"], server["planId"], server["regionId"], server["osImageId"], price)))
        print("Total: %s a month, %s an hour" % (money(monthly, 2), money(hourly, 4)), flush=True)
        if not YES and not input("Deploy them? [y/N] ").strip().lower().startswith("y"):
            sys.exit("Nothing deployed.")
        for server in missing:
            call("POST", "/instances", {key: server[key] for key in ("name", "planId", "regionId", "osImageId")})
            created("server " + shown(server["name"]))

# Volumes.
for volume in DATA["volumes"]:
    ensure("/volumes", "name", names(volume), {key: volume[key] for key in ("name", "sizeGb", "regionId")}, "volume " + shown(volume["name"]))

# Attachments and VPC members, once their servers run.
for volume in DATA["volumes"]:
    if volume["attachedTo"] is None:
        continue
    what = "volume %s on %s" % (shown(volume["name"]), shown(volume["attachedTo"]))
    row = found("/volumes", "name", names(volume), "Volume " + shown(volume["name"]))
    server = running_id(volume["attachedTo"])
    if row.get("instanceId") != server:
        call("POST", "/volumes/%s/attach" % row["id"], {"instanceId": server})
        print("Attached volume %s to %s" % (shown(volume["name"]), shown(volume["attachedTo"])), flush=True)
    else:
        skipped(what)
for vpc in DATA["vpcs"]:
    for member in vpc["members"]:
        row = found("/vpcs", "name", names(vpc), "VPC " + shown(vpc["name"]))
        server = running_id(member)
        detail = call("GET", "/vpcs/" + row["id"])
        if not isinstance(detail, dict) or not isinstance(detail.get("instanceIds"), list):
            fail("Unreadable: GET /vpcs/%s answered without its members; nothing more is created." % shown(row["id"]))
        if server not in detail["instanceIds"]:
            call("POST", "/vpcs/%s/members" % row["id"], {"instanceId": server})
            print("Added %s to VPC %s" % (shown(member), shown(vpc["name"])), flush=True)
        else:
            skipped("%s in VPC %s" % (shown(member), shown(vpc["name"])))

# Reserved IPs: one per server it is assigned to; unassigned ones counted per region.
if DATA["reservedIps"]:
    addresses = items("/reserved-ips")
    for ip in DATA["reservedIps"]:
        if ip["assignedTo"] is None:
            continue
        server = running_id(ip["assignedTo"])
        if any(row.get("instanceId") == server for row in addresses):
            skipped("reserved IP on " + shown(ip["assignedTo"]))
            continue
        row = row_of(call("POST", "/reserved-ips", {"regionId": ip["regionId"]}), "POST", "/reserved-ips")
        call("POST", "/reserved-ips/%s/assign" % row["id"], {"instanceId": server})
        created("reserved IP %s on %s" % (shown(row.get("ipAddress")), shown(ip["assignedTo"])))
    for region in sorted({ip["regionId"] for ip in DATA["reservedIps"] if ip["assignedTo"] is None}):
        wanted = sum(1 for ip in DATA["reservedIps"] if ip["assignedTo"] is None and ip["regionId"] == region)
        have = sum(1 for row in addresses if row.get("instanceId") is None and row.get("regionId") == region)
        if have >= wanted:
            skipped("%d unassigned reserved IP(s) in %s" % (wanted, shown(region)))
        for _ in range(max(0, wanted - have)):
            row = row_of(call("POST", "/reserved-ips", {"regionId": region}), "POST", "/reserved-ips")
            created("reserved IP %s in %s" % (shown(row.get("ipAddress")), shown(region)))

# Alert policies, by name.
for policy in DATA["alertPolicies"]:
    if find("/monitoring/alert-policies", "name", names(policy)) is not None:
        skipped("alert policy " + shown(policy["name"]))
        continue
    body = {key: policy[key] for key in ("name", "metric", "thresholdPercent", "durationMinutes", "enabled")}
    body["instanceId"] = None if policy["instance"] is None else running_id(policy["instance"])
    call("POST", "/monitoring/alert-policies", body)
    created("alert policy " + shown(policy["name"]))

# Webhook endpoints: the new account issues their signing secrets (shown once by the console, not here).
for endpoint in DATA["endpoints"]:
    body = {"url": endpoint["url"], "events": endpoint["events"]}
    if endpoint.get("description"):
        body["description"] = endpoint["description"]
    ensure("/webhooks/endpoints", "url", {endpoint["url"]}, body, "webhook endpoint " + shown(endpoint["url"]))

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
