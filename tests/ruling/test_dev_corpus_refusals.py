"""The cards of the development lists (../shared/cards/{vg,ws}.cards.jsonl) the engine does not run
in full, kept by id in tests/ruling/data/dev_refused_<game>.txt. A card that stops running fails
here at once — in round 57 a shared change for ws (the elided subject of 「赤なら…、青なら…」)
silently refused six vg cards, while the corpus count was only read at the round's end. A card
that starts running fails too, until the list is rewritten (as known_failures.yaml's strict
xfails):

    python tests/ruling/test_dev_corpus_refusals.py --write
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CARDS = REPO.parent / "shared" / "cards"
DATA = Path(__file__).resolve().parent / "data"
GAMES = ("vg", "ws")


def _listed(game: str) -> set[str]:
    path = DATA / f"dev_refused_{game}.txt"
    return {ln.split("\t")[0] for ln in path.read_text(encoding="utf-8").splitlines() if ln}


def _refused(game: str) -> dict[str, str]:
    from ruling.abilities import refused_cards
    from ruling.rules import get_game

    get_game(game)
    return refused_cards(game, CARDS / f"{game}.cards.jsonl")


# in the xdist worker that compiles the ws development corpus for the other tests of the group
# (``--dist loadgroup``): compiled once per process, ~15 s
@pytest.mark.xdist_group("ws_corpus")
@pytest.mark.parametrize("game", GAMES)
def test_no_development_card_stops_running(game: str) -> None:
    if not (CARDS / f"{game}.cards.jsonl").is_file():
        pytest.skip(f"../shared/cards/{game}.cards.jsonl is absent (the development card list)")
    now = _refused(game)
    listed = _listed(game)
    newly = {k: v for k, v in now.items() if k not in listed}
    assert not newly, f"{len(newly)} {game} card(s) no longer run: {sorted(newly.items())[:10]}"
    running = sorted(listed - set(now))
    assert not running, (
        f"{len(running)} {game} card(s) run now: {running[:10]} — rewrite the list "
        "(python tests/ruling/test_dev_corpus_refusals.py --write)"
    )


def _write() -> None:
    sys.path.insert(0, str(REPO))
    DATA.mkdir(exist_ok=True)
    for game in GAMES:
        now = _refused(game)
        lines = [f"{k}\t{' '.join(v.split())}" for k, v in sorted(now.items())]
        (DATA / f"dev_refused_{game}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(game, len(lines))


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        _write()
    else:
        print(__doc__)
