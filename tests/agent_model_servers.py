"""Scripted model servers for real coding agents run offline (issue 34): the Anthropic Messages
API (Claude Code), the OpenAI Responses API (Codex) and Gemini's `streamGenerateContent`
(Gemini CLI), each streaming server-sent events as the real service does, on 127.0.0.1.

A test pushes what the model says next (`say(text)` or `call(tool, input)`); every request is
kept (`requests`) so a test can read what the agent sent back (a tool's result, a hook's
denial). Requests that are not the agent's turn (a title, a routing check) are answered with a
short text without taking a scripted step.
"""

from __future__ import annotations

import itertools
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class ScriptedModel:
    """One server; `kind` is "anthropic", "responses" or "gemini"."""

    def __init__(self, kind: str):
        self.kind = kind
        self.steps: list[dict] = []
        self.requests: list[dict] = []
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    # ---------------------------------------------------------------- the script

    def say(self, text: str) -> ScriptedModel:
        self.steps.append({"text": text})
        return self

    def call(self, tool: str, arguments: dict) -> ScriptedModel:
        self.steps.append({"tool": tool, "input": arguments})
        return self

    def _next(self) -> dict:
        with self._lock:
            return self.steps.pop(0) if self.steps else {"text": "Done."}

    def turn_requests(self) -> list[dict]:
        """The requests that asked for the agent's next step (with its tools)."""
        return [r for r in self.requests if r.get("turn")]

    def sent_after_last_call(self) -> str:
        """What the agent sent in its latest request, as text (a tool's result is in it)."""
        turns = self.turn_requests()
        return json.dumps(turns[-1]["body"], ensure_ascii=False) if turns else ""

    # ---------------------------------------------------------------- serving

    @property
    def base_url(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> ScriptedModel:
        model = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args) -> None:
                pass

            def do_GET(self) -> None:
                body = b'{"data": [], "object": "list"}'
                self._send(200, "application/json", body)

            def do_POST(self) -> None:
                size = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(size)
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {}
                status, kind, data, turn = model._answer(self.path, body)
                with model._lock:
                    model.requests.append({"path": self.path, "body": body, "turn": turn})
                self._send(status, kind, data)

            def _send(self, status: int, kind: str, data: bytes) -> None:
                self.send_response(status)
                self.send_header("content-type", kind)
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()

    # ---------------------------------------------------------------- the three wires

    def _answer(self, path: str, body: dict) -> tuple[int, str, bytes, bool]:
        if self.kind == "anthropic":
            return self._anthropic(path, body)
        if self.kind == "responses":
            return self._responses(body)
        return self._gemini(path, body)

    @staticmethod
    def _sse(events: list[tuple[str | None, dict]]) -> bytes:
        out = []
        for name, data in events:
            head = f"event: {name}\n" if name else ""
            out.append(f"{head}data: {json.dumps(data)}\n\n")
        return "".join(out).encode()

    def _anthropic(self, path: str, body: dict) -> tuple[int, str, bytes, bool]:
        if "count_tokens" in path:
            return 200, "application/json", b'{"input_tokens": 10}', False
        turn = bool(body.get("tools"))
        step = self._next() if turn else {"text": "OK"}
        n = next(self._ids)
        start = {
            "type": "message_start",
            "message": {
                "id": f"msg_{n}",
                "type": "message",
                "role": "assistant",
                "model": body.get("model", "claude"),
                "content": [],
                "stop_reason": None,
                "stop_sequence": None,
                "usage": {"input_tokens": 5, "output_tokens": 1},
            },
        }
        events: list[tuple[str | None, dict]] = [("message_start", start)]
        if "text" in step:
            block = {"type": "text", "text": ""}
            delta = {"type": "text_delta", "text": step["text"]}
            stop = "end_turn"
        else:
            block = {"type": "tool_use", "id": f"toolu_{n}", "name": step["tool"], "input": {}}
            delta = {"type": "input_json_delta", "partial_json": json.dumps(step["input"])}
            stop = "tool_use"
        events += [
            (
                "content_block_start",
                {"type": "content_block_start", "index": 0, "content_block": block},
            ),
            ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}),
            ("content_block_stop", {"type": "content_block_stop", "index": 0}),
            (
                "message_delta",
                {
                    "type": "message_delta",
                    "delta": {"stop_reason": stop, "stop_sequence": None},
                    "usage": {"output_tokens": 5},
                },
            ),
            ("message_stop", {"type": "message_stop"}),
        ]
        return 200, "text/event-stream", self._sse(events), turn

    def _responses(self, body: dict) -> tuple[int, str, bytes, bool]:
        turn = bool(body.get("tools"))
        step = self._next() if turn else {"text": "OK"}
        n = next(self._ids)
        rid = f"resp_{n}"
        events: list[tuple[str | None, dict]] = [
            (
                "response.created",
                {
                    "type": "response.created",
                    "response": {
                        "id": rid,
                        "object": "response",
                        "status": "in_progress",
                        "output": [],
                    },
                },
            )
        ]
        if "text" in step:
            item = {
                "type": "message",
                "id": f"msg_{n}",
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "output_text", "text": step["text"], "annotations": []}],
            }
            events += [
                (
                    "response.output_item.added",
                    {
                        "type": "response.output_item.added",
                        "output_index": 0,
                        "item": {**item, "content": []},
                    },
                ),
                (
                    "response.output_text.delta",
                    {
                        "type": "response.output_text.delta",
                        "item_id": f"msg_{n}",
                        "output_index": 0,
                        "content_index": 0,
                        "delta": step["text"],
                    },
                ),
                (
                    "response.output_item.done",
                    {"type": "response.output_item.done", "output_index": 0, "item": item},
                ),
            ]
        else:
            item = {
                "type": "function_call",
                "id": f"fc_{n}",
                "call_id": f"call_{n}",
                "name": step["tool"],
                "arguments": json.dumps(step["input"]),
                "status": "completed",
            }
            events += [
                (
                    "response.output_item.added",
                    {"type": "response.output_item.added", "output_index": 0, "item": item},
                ),
                (
                    "response.output_item.done",
                    {"type": "response.output_item.done", "output_index": 0, "item": item},
                ),
            ]
        usage = {
            "input_tokens": 5,
            "output_tokens": 5,
            "total_tokens": 10,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens_details": {"reasoning_tokens": 0},
        }
        events.append(
            (
                "response.completed",
                {
                    "type": "response.completed",
                    "response": {
                        "id": rid,
                        "object": "response",
                        "status": "completed",
                        "output": [],
                        "usage": usage,
                    },
                },
            )
        )
        return 200, "text/event-stream", self._sse(events), turn

    def _gemini(self, path: str, body: dict) -> tuple[int, str, bytes, bool]:
        usage = {"promptTokenCount": 5, "candidatesTokenCount": 5, "totalTokenCount": 10}
        if "countTokens" in path:
            return 200, "application/json", b'{"totalTokens": 10}', False
        if "streamGenerateContent" not in path:  # routing and next-speaker checks
            text = json.dumps({"next_speaker": "user", "reasoning": "done"})
            reply = {
                "candidates": [
                    {
                        "content": {"role": "model", "parts": [{"text": text}]},
                        "finishReason": "STOP",
                    }
                ],
                "usageMetadata": usage,
            }
            return 200, "application/json", json.dumps(reply).encode(), False
        step = self._next()
        if "text" in step:
            part = {"text": step["text"]}
        else:
            part = {"functionCall": {"name": step["tool"], "args": step["input"]}}
        chunk = {
            "candidates": [
                {"content": {"role": "model", "parts": [part]}, "finishReason": "STOP", "index": 0}
            ],
            "usageMetadata": usage,
        }
        return 200, "text/event-stream", self._sse([(None, chunk)]), True
