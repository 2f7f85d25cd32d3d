"""`mindkeep settings model --detect` and `--test`: the local model servers found, and one tiny
request to a model (tested, not saved). Loaded only for those two (app/cli/commands.py), so
the other commands import neither the model checks nor the OS keyring."""

from __future__ import annotations

import os

from app.agent import keys
from app.agent.model_check import LOCAL_SERVERS, check_connection, detect_local_servers
from app.domain.errors import AppError, Code
from app.i18n import _
from app.services.settings import check_base_url


def model_detect(args) -> dict:
    """`settings model --detect`: the local servers found and their models."""
    ports = args.port or [port for _name, port in LOCAL_SERVERS]
    found = detect_local_servers(ports)
    return {"detected": [f.to_json() for f in found], "ports": ports}


def model_test(core, args) -> dict:
    """`settings model --test`: one tiny request to the configured model, or to the given
    `--base-url`/`--model` (tested, not saved)."""
    stored = core.settings.model()
    base_url = args.base_url or os.environ.get("MINDKEEP_MODEL_BASE_URL") or stored.base_url
    model = args.model or os.environ.get("MINDKEEP_MODEL") or stored.model
    if not (base_url and model):
        raise AppError(
            Code.INVALID_INPUT,
            _(
                "No model is configured. Give --base-url and --model, or find a local server "
                "with --detect."
            ),
        )
    base_url = check_base_url(base_url)
    key = os.environ.get(args.api_key_env) if args.api_key_env else None
    key = key or os.environ.get("MINDKEEP_API_KEY") or keys.load_key(base_url)
    timeout = args.timeout or 20.0
    return {"test": check_connection(base_url, model, api_key=key, timeout=timeout).to_json()}
