"""Benchmarks: each module has a main() that prints its figures. Run all with `python -m bench`."""
