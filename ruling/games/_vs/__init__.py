"""Victory Spark (ヴィクトリースパーク) procedures: see ``ruling/games/vs.py``."""
