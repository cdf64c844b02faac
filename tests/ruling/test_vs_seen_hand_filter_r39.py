"""「相手の手札を見て、（その中から）《X》のカード / レベルN以上のカードを1枚（まで）選び」: the choice among
the opponent's hand the text showed keeps the target's description (2.15.1, 2.2.1) — until round 39 the
looked-at form dropped every filter, so any card of the hand could be chosen (a wrong ruling, never a
refusal); a description the runtime does not read is refused, not dropped."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vs_ability

HEAD = "【検分】《役人》[リング][エネルギーを2枚レストする]相手の手札を見て、"


@pytest.mark.parametrize(
    ("choice", "attributes", "stats"),
    [
        ("《剣技》のカードを1枚まで選び", ("剣技",), ()),
        ("レベル2以上のカードを1枚まで選び", (), (("level", "ge", 2),)),
        ("カードを1枚まで選び", (), ()),
    ],
)
def test_the_choice_keeps_its_description(
    choice: str, attributes: tuple[str, ...], stats: tuple[tuple[str, str, int], ...]
) -> None:
    ab = vs_ability(HEAD + choice + "、相手の控え室に置く。")
    assert ab.supported
    (op,) = [o for o in ab.program.ops if o.kind == "choose"]
    assert (op.who, op.attributes, op.stats) == ("opp_hand", attributes, stats)


def test_an_unread_description_is_refused() -> None:
    # 「「X」を含むカード」 (a name contained) is not among the runtime's filters of this choice
    ab = vs_ability(HEAD + "「春香」を含むカードを1枚まで選び、相手の控え室に置く。")
    assert not ab.supported


def test_no_compiled_step_drops_its_targets_description(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over the spent blind card sets (cards_r31–r36, development material): every step whose target
    is described (《X》, 「…に“X”を含む」, a level) keeps a description — as a filter, a count filter or a
    condition — in the step the runtime runs (the bug fixed above dropped it silently)."""
    import json
    from pathlib import Path

    import ruling.games._vs.cardtext as vs_text
    from ruling.abilities import _compiled
    from ruling.rules import get_game

    get_game("vs")
    original = vs_text._op
    dropped: list[str] = []

    def checked(o: object, prev: list[object]) -> object:
        got = original(o, prev)  # type: ignore[arg-type]
        t = getattr(o, "target", None)
        if t is not None and got is not None and (t.traits or t.info_contains or t.stats):
            if not (got.attributes or got.info or got.stats or got.count_filter or got.cond):
                dropped.append(f"{getattr(o, 'verb', '?')} -> {got.kind} {got.who}")
        return got

    monkeypatch.setattr(vs_text, "_op", checked)
    root = Path(__file__).resolve().parents[1] / "blind"
    seen = 0
    for n in range(31, 37):
        for line in (
            (root / f"cards_r{n}" / "vs.cards.jsonl").read_text(encoding="utf-8").splitlines()
        ):
            card = json.loads(line)
            # past the cache of compiled texts (another test may have compiled them already)
            _compiled.__wrapped__("vs", 0, card["text"], card.get("type") or "")
            seen += 1
    assert seen > 400 and dropped == []
