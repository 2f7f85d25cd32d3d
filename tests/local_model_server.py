"""A local OpenAI-compatible server as detection and *Test connection* meet them: `GET
/v1/models` and `POST /v1/chat/completions` on 127.0.0.1 (a random port), with the ways real
local servers differ: a key that is required, a model list, models that do not support
tools (refused with HTTP 400 when a request carries `tools`, as Ollama, llama.cpp without
--jinja and vLLM without --enable-auto-tool-choice do), a slow answer."""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field

from pytest_httpserver import HTTPServer
from werkzeug import Request, Response


@dataclass
class LocalModelServer:
    models: list[str] = field(default_factory=lambda: ["llama3.2:3b", "qwen2.5:7b"])
    owned_by: str = "library"
    tools: bool = True  # whether its models take requests with `tools`
    key: str | None = None  # the Bearer key it requires, if any
    list_models: bool = True  # False: /v1/models answers 404 (some servers have none)
    chat: bool = True  # False: no chat completions here (404)
    broken: bool = False  # every chat request fails with HTTP 500
    delay: float = 0.0  # seconds before each answer
    received: list[dict] = field(default_factory=list)
    _server: HTTPServer | None = None
    _release: threading.Event = field(default_factory=threading.Event)

    def start(self) -> LocalModelServer:
        self._server = HTTPServer(host="127.0.0.1", port=0)
        self._server.expect_request("/v1/models", method="GET").respond_with_handler(self._models)
        self._server.expect_request("/v1/chat/completions", method="POST").respond_with_handler(
            self._chat
        )
        self._server.start()
        return self

    def stop(self) -> None:
        self._release.set()
        if self._server is not None:
            self._server.clear()
            self._server.stop()

    @property
    def port(self) -> int:
        return self._server.port

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @staticmethod
    def _error(status: int, message: str) -> Response:
        body = {"error": {"message": message, "type": "invalid_request_error"}}
        return Response(json.dumps(body), status=status, content_type="application/json")

    def _refused(self, request: Request) -> Response | None:
        if self.delay:
            self._release.wait(self.delay)
        if self.key and request.headers.get("Authorization") != f"Bearer {self.key}":
            return self._error(401, "Incorrect API key provided")
        return None

    def _models(self, request: Request) -> Response:
        refused = self._refused(request)
        if refused is not None:
            return refused
        if not self.list_models:
            return Response("404 page not found", status=404)
        data = [{"id": m, "object": "model", "owned_by": self.owned_by} for m in self.models]
        return Response(
            json.dumps({"object": "list", "data": data}), content_type="application/json"
        )

    def _chat(self, request: Request) -> Response:
        refused = self._refused(request)
        if refused is not None:
            return refused
        body = json.loads(request.get_data(as_text=True))
        self.received.append(body)
        if not self.chat:
            return Response("404 page not found", status=404)
        if self.broken:
            return self._error(500, "CUDA out of memory")
        if self.models and body.get("model") not in self.models:
            return self._error(404, f'model "{body.get("model")}" not found, try pulling it first')
        if body.get("tools") and not self.tools:
            return self._error(
                400, f"registry.ollama.ai/library/{body['model']} does not support tools"
            )
        answer = {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "model": body.get("model"),
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": "OK"},
                    "finish_reason": "stop",
                }
            ],
        }
        return Response(json.dumps(answer), content_type="application/json")
