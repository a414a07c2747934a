"""Metagame services: the refresh that computes and stores the snapshot."""

from zxdecks.meta.services.refresh import STATS_FILE, metagame_compute, metagame_refresh

__all__ = ["STATS_FILE", "metagame_compute", "metagame_refresh"]
