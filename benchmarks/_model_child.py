"""A zero-latency OpenAI-compatible model for the agent-turn benchmarks, in its own process.

    python benchmarks/_model_child.py              # prints the port, then serves until killed
    python benchmarks/_model_child.py reply        # every answer a short reply, no tool call
    python benchmarks/_model_child.py call NAME ARGUMENTS_JSON   # calls NAME, then replies
    python benchmarks/_model_child.py call NAME ARGUMENTS_JSON --delay MS   # each answer MS late
    python benchmarks/_model_child.py --window N   # a server with a context window of N tokens

Every answer is made before the first request: a request whose last message is a tool's
result gets a short streamed reply; any other gets one streamed tool call (`search_memory`, or
the one named). Only the body's last message is looked at, so the server adds as little as it
can. With a window (issue 31), it says it as vLLM does (`GET /v1/models`: `max_model_len`) and
refuses, as vLLM does, a request longer than it (about four bytes of JSON a token, and the
`max_tokens` asked for): HTTP 400, `context_length_exceeded`.
"""

from __future__ import annotations

import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def _event(delta: dict, finish: str | None = None) -> bytes:
    chunk = {
        "id": "chatcmpl-bench",
        "object": "chat.completion.chunk",
        "created": 1_700_000_000,
        "model": "bench",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return b"data: " + json.dumps(chunk).encode() + b"\n\n"


def tool_call(name: str, arguments: str) -> bytes:
    """One streamed call of `name` with `arguments` (JSON text, in two pieces)."""
    cut = len(arguments) // 2
    return b"".join(
        [
            _event({"role": "assistant", "content": ""}),
            _event(
                {
                    "tool_calls": [
                        {
                            "index": 0,
                            "id": "call_1",
                            "type": "function",
                            "function": {"name": name, "arguments": ""},
                        }
                    ]
                }
            ),
            _event({"tool_calls": [{"index": 0, "function": {"arguments": arguments[:cut]}}]}),
            _event({"tool_calls": [{"index": 0, "function": {"arguments": arguments[cut:]}}]}),
            _event({}, "tool_calls"),
            b"data: [DONE]\n\n",
        ]
    )


TOOL_CALL = tool_call("search_memory", '{"query": "branch"}')
REPLY = b"".join(
    [
        _event({"role": "assistant", "content": ""}),
        *(
            _event({"content": piece})
            for piece in (
                "I checked your Memory: ",
                "work on a branch, ",
                "then open a pull request.",
            )
        ),
        _event({}, "stop"),
        b"data: [DONE]\n\n",
    ]
)


WINDOW = int(sys.argv[sys.argv.index("--window") + 1]) if "--window" in sys.argv else None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as a real server
    disable_nagle_algorithm = True  # headers and body go out at once, not 40 ms apart

    def _send(self, status: int, kind: str, answer: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    def do_GET(self) -> None:
        if self.path.rstrip("/") == "/v1/models" and WINDOW:
            entry = {"id": "bench", "object": "model", "max_model_len": WINDOW}
            self._send(200, "application/json", json.dumps({"data": [entry]}).encode())
        else:
            self._send(404, "text/plain", b"Not Found")

    def do_POST(self) -> None:
        raw = self.rfile.read(int(self.headers["Content-Length"]))
        body = json.loads(raw)
        if WINDOW is not None:
            tokens = len(raw) // 4 + int(body.get("max_tokens") or 0)
            if tokens > WINDOW:
                error = {
                    "message": f"This model's maximum context length is {WINDOW} tokens. "
                    f"However, you requested {tokens} tokens.",
                    "type": "invalid_request_error",
                    "code": "context_length_exceeded",
                }
                self._send(400, "application/json", json.dumps({"error": error}).encode())
                return
        answer = REPLY if body["messages"][-1]["role"] == "tool" else CALL
        if DELAY_S:
            time.sleep(DELAY_S)  # a model that takes its time to answer
        self._send(200, "text/event-stream", answer)

    def log_message(self, *args) -> None:
        pass


CALL = TOOL_CALL
DELAY_S = 0.0

if __name__ == "__main__":
    if "--window" in sys.argv:  # read above
        at = sys.argv.index("--window")
        del sys.argv[at : at + 2]
    if "--delay" in sys.argv:
        at = sys.argv.index("--delay")
        DELAY_S = float(sys.argv[at + 1]) / 1000
        del sys.argv[at : at + 2]
    if sys.argv[1:2] == ["reply"]:
        CALL = REPLY
    elif sys.argv[1:2] == ["call"]:
        CALL = tool_call(sys.argv[2], sys.argv[3])
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    sys.stdout.close()
    server.serve_forever()
