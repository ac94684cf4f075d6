import json, sys, urllib.request
URL = "http://127.0.0.1:%s/mcp" % sys.argv[1]
H = {"Authorization": "Bearer tok", "Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
def post(body, sid=None):
    h = dict(H)
    if sid: h["Mcp-Session-Id"] = sid
    r = urllib.request.urlopen(urllib.request.Request(URL, json.dumps(body).encode(), h), timeout=30)
    data = r.read().decode()
    sid2 = r.headers.get("Mcp-Session-Id")
    out = None
    for line in data.splitlines():
        if line.startswith("data:"): out = json.loads(line[5:])
    if out is None and data.strip().startswith("{"): out = json.loads(data)
    return out, sid2
res, sid = post({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"x","version":"1"}}})
post({"jsonrpc":"2.0","method":"notifications/initialized"}, sid)
i = 2
for call in sys.argv[2:]:
    tool, args = call.split(" ", 1)
    res, _ = post({"jsonrpc":"2.0","id":i,"method":"tools/call","params":{"name":tool,"arguments":json.loads(args)}}, sid)
    i += 1
    r = res.get("result", res)
    for c in r.get("content", []):
        if c.get("type") == "text": print(c["text"])
    print("-----")
