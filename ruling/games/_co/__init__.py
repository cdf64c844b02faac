"""CrossOver The F&C TCG (co): the procedures of the engine, by subject. The tables (zones,
phases, actions) and the registration are in ``ruling/games/co.py``."""
