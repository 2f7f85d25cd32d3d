"""How long one streamed answer of 0.4, 0.8 and 1.6 MB of text takes to read (issue 23,
defect 8): the real `OpenAICompatibleProvider.complete()` against a local server that
streams the text in 16-character pieces, as server-sent events, at once.

    python -m benchmarks.stream                # as the app reads (stops at MESSAGE_MAX)
    python -m benchmarks.stream --uncapped     # the whole answer, to show reading is linear

Not part of `make bench`: a check of the reading's shape, not a figure with a target.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PIECE = 16


def _event(delta: dict, finish: str | None = None) -> bytes:
    chunk = {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
    return b"data: " + json.dumps(chunk).encode() + b"\n\n"


def answer(megabytes: float) -> bytes:
    text = ("Lorem ipsum dolor sit amet, consectetur adipiscing. " * 40_000)[
        : int(megabytes * 1_000_000)
    ]
    events = [_event({"role": "assistant", "content": ""})]
    events += [_event({"content": text[i : i + PIECE]}) for i in range(0, len(text), PIECE)]
    events += [_event({}, "stop"), b"data: [DONE]\n\n"]
    return b"".join(events)


def serve(body: bytes) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers["Content-Length"]))
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            with contextlib.suppress(ConnectionError):  # the app stopped reading: it has enough
                self.wfile.write(body)

        def handle(self) -> None:
            with contextlib.suppress(ConnectionError):  # the app closed the connection
                super().handle()

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def measure(megabytes: float) -> tuple[float, int]:
    from app.agent.providers import ModelConfig, OpenAICompatibleProvider

    server = serve(answer(megabytes))
    try:
        provider = OpenAICompatibleProvider(
            ModelConfig(
                base_url=f"http://127.0.0.1:{server.server_address[1]}/v1", model="m", timeout=600
            )
        )
        started = time.perf_counter()
        reply = provider.complete([{"role": "user", "content": "Write a lot."}], [])
        return time.perf_counter() - started, len(reply.text)
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default="0.4,0.8,1.6", help="MB of text, comma-separated")
    p.add_argument("--uncapped", action="store_true", help="read the whole answer")
    args = p.parse_args(argv)
    if args.uncapped:
        from app.agent import providers

        if hasattr(providers, "REPLY_MAX"):
            providers.REPLY_MAX = 10**9
    for size in (float(s) for s in args.sizes.split(",")):
        seconds, kept = measure(size)
        print(f"{size:.1f} MB streamed: {seconds:7.2f} s, {kept:,} characters kept")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
