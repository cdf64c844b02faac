"""「…は、カード名をすべて失い(、カード名を得ない)」: cards that lose their card names (2.1) for as
long as a continuous ability says so; 「カード名を得ない」 also keeps them from being given one
(「「X」としても扱う」 has no effect on them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ruling.games._ws.cardtext.ir import ws_op
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.ir import Op, Sel, ws_sel
from ruling.games._ws.cardtext.nouns import sel

sh_cond = module("ruling.cardtext.conditions")

_CARD_NAME = A.NounPhrase((A.Word("card_name"),))
_ALL = A.NounPhrase((A.Count(None, "card", "all"),))


def _everywhere(np: A.NounPhrase) -> Sel:
    """「相手のすべての領域のキャラすべて」: the cards named, in every zone they may be in
    (``anywhere``); without 「すべての領域の」, those on the stage."""
    terms, links = list(np.terms), list(np.links)
    everywhere = False
    for i in range(len(terms) - 1):
        if (
            terms[i] == A.Count(None, "card", "all")
            and terms[i + 1] == A.Zone("any_zone")
            and links[i] == "の"
        ):
            del terms[i : i + 2], links[i : i + 2]
            everywhere = True
            break
    t = sel(A.NounPhrase(tuple(terms), tuple(links[: max(len(terms) - 1, 0)])))
    if t.ref is not None or t.zone is not None or t.count is not None or t.bound != "all":
        raise Unsupported("cards that lose their names, of this shape")
    return ws_sel(t, zone="anywhere" if everywhere else "stage")


def name_loss(sent: A.Sentence, kind: str) -> Op | None:
    """The sentence 「Xは、カード名をすべて失い、カード名を得ない」 (or 「…カード名をすべて失う」) of a
    continuous ability, as one ``lose_name`` step on the cards X names (``forbid`` ``gain_name``:
    they are given no name either); None for another sentence."""
    steps = sent.steps
    first = steps[0].body if steps else None
    if not isinstance(first, A.Action) or first.verb != "lose":
        return None
    args = sh_cond.args_of(first)
    if args.get(A.Role.OBJECT) != _CARD_NAME:
        return None
    if kind != "continuous":
        raise Unsupported("card names lost by an effect that is not continuous")
    topic = args.get(A.Role.TOPIC)
    if (
        set(args) != {A.Role.TOPIC, A.Role.OBJECT, A.Role.NONE}
        or args.get(A.Role.NONE) != _ALL
        or not isinstance(topic, A.NounPhrase)
        or any(s.condition is not None or s.lead is not None or s.cost is not None for s in steps)
    ):
        raise Unsupported("card names lost, of this shape")
    forbid: tuple[str, ...] = ()
    if len(steps) == 1 and first.form is A.Form.FINAL:
        pass
    elif (
        len(steps) == 2
        and first.form is A.Form.CONTINUATIVE
        and isinstance(steps[1].body, A.Action)
        and steps[1].body.verb == "gain"
        and steps[1].body.form is A.Form.NEGATIVE
        and sh_cond.args_of(steps[1].body) == {A.Role.OBJECT: _CARD_NAME}
    ):
        forbid = ("gain_name",)  # 「カード名を得ない」
    else:
        raise Unsupported("card names lost, of this shape")
    return ws_op("lose_name", target=_everywhere(topic), stat="name", forbid=forbid)
