"""The parser and check-card never raise; render and parse agree on generated ASTs."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from grammar import ast as A
from grammar.check import run
from grammar.parse import parse_card
from grammar.render import render

CARD_ALPHABET = "【】[]()『』「」《》、。:・自永起あなたのキャラを1枚選び手札に戻す時なら+X\n "
SEEDS = [
    "【自】［(1)］ このカードがアタックした時、あなたはコストを払ってよい。そうしたら、あなたは1枚引く。",
    "【永】 他のあなたの《音楽》のキャラすべてに、パワーを＋500し、『【自】 アンコール ［(2)］』を与える。",
    "【自】【(R)】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
]


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=CARD_ALPHABET, max_size=80), st.sampled_from(["ws", "vg"]))
def test_parse_never_raises_on_card_like_noise(text: str, game: str) -> None:
    res = parse_card(text, game)
    assert res.ok or res.diagnostics


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(SEEDS), st.data())
def test_parse_never_raises_on_mutated_cards(seed: str, data: st.DataObject) -> None:
    i = data.draw(st.integers(0, len(seed)))
    j = data.draw(st.integers(i, min(len(seed), i + 6)))
    insert = data.draw(st.text(alphabet=CARD_ALPHABET, max_size=4))
    for game in ("ws", "vg"):
        res = parse_card(seed[:i] + insert + seed[j:], game)
        assert res.ok or res.diagnostics


@settings(max_examples=50, deadline=None)
@given(st.binary(max_size=300))
def test_check_card_never_raises_on_bytes(data: bytes) -> None:
    out, code = run("ws", stdin=data)
    assert code in (0, 1, 2) and isinstance(out, str)


# generated ASTs: a choose-then-move sentence built from lexicon words
_zones = st.sampled_from(["waiting_room", "hand", "stock", "clock", "memory"])
_owners = st.sampled_from(["you", "opponent", "self"])
_traits = st.text(alphabet="音楽死警察ゲームabc", min_size=1, max_size=5)


@settings(max_examples=80, deadline=None)
@given(_owners, _zones, _traits, st.integers(1, 9), st.booleans(), _zones)
def test_render_then_parse_is_identity_on_generated_asts(
    owner: str, zone: str, trait: str, n: int, up_to: bool, to: str
) -> None:
    selector = A.NounPhrase(
        (A.Owner(owner), A.Zone(zone), A.Trait(trait), A.CardKind("character")),
        ("の", "の", "の"),
    )
    choose = A.Action(
        "choose",
        (
            A.Arg(A.Role.TOPIC, A.NounPhrase((A.Owner("you"),))),
            A.Arg(A.Role.OBJECT, selector),
            A.Arg(
                A.Role.NONE,
                A.NounPhrase((A.Count(A.Number(n), "card", "up_to" if up_to else "exact"),)),
            ),
        ),
        A.Form.CONTINUATIVE,
    )
    move = A.Action("put", (A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone(to),))),), A.Form.FINAL)
    card = A.Card(
        "ws",
        (
            A.Ability(
                A.AbilityKind.EVENT,
                effect=A.Effect((A.Sentence((A.Step(choose, pause=True), A.Step(move))),)),
            ),
        ),
    )
    text = render(card)
    res = parse_card(text, "ws")
    assert res.fully_typed, (text, res.unparsed)
    assert res.card == card


LINE_ALPHABET = "【】[]()『』「」〈〉“”{}、。:/|→□×◎○◇●▽\nあなたのカードを1枚引く時なら対象+-AN~"


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=LINE_ALPHABET, max_size=60), st.sampled_from(["vs", "co", "mc"]))
def test_line_games_never_raise_and_render(text: str, game: str) -> None:
    res = parse_card(text, game)
    assert res.ok or res.diagnostics
    if res.card is not None:
        assert isinstance(render(res.card), str)
    out, code = run(game, text=text, stats=True)
    assert code in (0, 1, 2) and isinstance(out, str)
