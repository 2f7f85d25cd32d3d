"""Benchmarks: a deterministic workload and a runner that measures each figure beside its floor.

Run with `make bench` (never part of the default test run).
"""
