"""Cardfight!! Vanguard procedures, split by chapter; ``ruling/games/vg.py`` registers the game.

``common`` (zones, circles, values, card lookups), ``values`` (power / critical / drive with the
order of 11.11), ``triggers`` (11.10), ``processes`` (chapter 13 rule processes), ``gifts``
(chapter 16 and the abilities the rules give), ``battle`` (chapter 10), ``turn`` (chapters 6 and
9: ride, call, stride, the phases) and ``specific`` (the chapter 7 specific actions).
"""
