"""The clause graph (networkx), built on demand from the KB tables.

Nodes: clauses (their id) and terms ("term:X"). Edges (attribute `kind`):
  parent → child   "child"       clause → clause it cites   "refers_to"
  clause → term    "defines"     clause → term it uses      "uses"
"""

from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import networkx as nx

    from kb.api import KB

FORMATS = ("graphml", "gexf", "dot", "json")


def build_graph(kb: KB, game: str, version: str | None = None) -> nx.MultiDiGraph:
    import networkx as nx

    v = kb.version(game, version)
    g = nx.MultiDiGraph(game=game, version=v)
    q = kb.con.execute
    for cid, parent, kind, title, text in q(
        "select id, parent, kind, title, text from clauses where game=? and version=? order by ord",
        (game, v),
    ):
        g.add_node(cid, type="clause", kind=kind, label=title or text[:40])
        if parent:
            g.add_edge(parent, cid, kind="child")
    for src, dst, kind in q(
        "select src, dst, kind from refs where game=? and version=? and dst is not null", (game, v)
    ):
        g.add_edge(src, dst, kind="refers_to", ref_kind=kind)
    for term, clause in q("select term, clause from terms where game=? and version=?", (game, v)):
        g.add_node(f"term:{term}", type="term", kind="term", label=term)
        g.add_edge(clause, f"term:{term}", kind="defines")
    for term, clause in q(
        "select term, clause from term_uses where game=? and version=?", (game, v)
    ):
        g.add_edge(clause, f"term:{term}", kind="uses")
    return g


def reference_walk(
    kb: KB, game: str, start: str, direction: str, depth: int, version: str | None = None
) -> list[dict[str, Any]]:
    """References followed breadth-first up to `depth` steps (refers_to edges only)."""
    import networkx as nx

    g = build_graph(kb, game, version)
    refs = nx.DiGraph()
    refs.add_node(start)
    for a, b, data in g.edges(data=True):
        if data["kind"] == "refers_to":
            refs.add_edge(a, b)
    view = refs if direction == "out" else refs.reverse(copy=False)
    dist = nx.single_source_shortest_path_length(view, start, cutoff=depth)
    out = []
    for node, d in sorted(dist.items(), key=lambda kv: (kv[1], kv[0])):
        if node == start:
            continue
        for pred in view.predecessors(node):
            if dist.get(pred) == d - 1:
                src, dst = (pred, node) if direction == "out" else (node, pred)
                for r in kb.refs(game, src, "out", version):
                    if r["dst"] == dst:
                        out.append({**r, "depth": d})
                        break
                break
    return out


def neighbourhood(g: nx.MultiDiGraph, node: str, depth: int) -> list[dict[str, Any]]:
    import networkx as nx

    dist = nx.single_source_shortest_path_length(g.to_undirected(as_view=True), node, cutoff=depth)
    return [
        {
            "node": n,
            "distance": d,
            "type": g.nodes[n].get("type"),
            "label": g.nodes[n].get("label", ""),
        }
        for n, d in sorted(dist.items(), key=lambda kv: (kv[1], kv[0]))
    ]


def shortest_path(g: nx.MultiDiGraph, a: str, b: str) -> list[dict[str, Any]]:
    """The shortest undirected path from a to b, each step with the edge kind that led to it."""
    import networkx as nx

    und = g.to_undirected(as_view=True)
    try:
        path = nx.shortest_path(und, a, b)
    except (nx.NetworkXNoPath, nx.NodeNotFound):
        return []
    steps: list[dict[str, Any]] = [{"node": a}]
    for x, y in zip(path, path[1:], strict=False):
        data = g.get_edge_data(x, y) or g.get_edge_data(y, x) or {}
        kind = next(iter(data.values()))["kind"] if data else ""
        steps.append({"node": y, "edge": kind})
    return steps


# what each format carries in its head, so `graph export -o FILE` replaces only a file it
# wrote (kb/files.py)
MARKERS = {
    "json": '"generator": "shinpan graph export"',
    "dot": "// generator: shinpan graph export",
    "graphml": "<!-- generator: shinpan graph export -->",
    "gexf": "<!-- generator: shinpan graph export -->",
}


def export(g: nx.MultiDiGraph, fmt: str) -> str:
    import networkx as nx

    if fmt == "json":
        data = {"generator": "shinpan graph export", **nx.node_link_data(g, edges="links")}
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    if fmt == "dot":
        lines = [MARKERS["dot"], f'digraph "{g.graph.get("game", "kb")}" {{']
        for n, data in g.nodes(data=True):
            label = str(data.get("label", "")).replace('"', "'")
            lines.append(f'  "{n}" [label="{n}\\n{label}", kind="{data.get("kind", "")}"];')
        for a, b, data in g.edges(data=True):
            lines.append(f'  "{a}" -> "{b}" [kind="{data["kind"]}"];')
        lines.append("}")
        return "\n".join(lines) + "\n"
    buf = io.BytesIO()
    if fmt == "graphml":
        nx.write_graphml(g, buf)
    elif fmt == "gexf":
        nx.write_gexf(g, buf)
    else:
        raise ValueError(f"unknown format {fmt!r}")
    head, _, rest = buf.getvalue().decode("utf-8").partition("\n")  # after <?xml …?>
    return f"{head}\n{MARKERS[fmt]}\n{rest}"
