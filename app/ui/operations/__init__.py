"""Every change the window makes, one small typed operation each (see `base`): `memory`
(decisions, adding, deleting, clearing, organising, switches), `chat` (Spaces, Sessions,
files, the agent's turn) and `settings` (what the Settings dialog stores). The runner
(`Operations`) and the worker threads behind it (`tasks`) are here too."""
