package grid

import "fmt"

// Graph is the geometry of a zone map: numbered nodes joined by directed
// links. A link from a to b lets a creature step from a to b; a two-way
// passage is two links, a one-way drop or current is one. Cells are
// Cell{node, 0}.
//
// Build a graph with NewGraph and Link before handing it to the engines;
// they only read it. Every link has a number, its place in the order the
// links were added, so that a ruleset can keep what it knows of a link
// (a climb, a current, a difficulty) in a slice beside the graph.
type Graph struct {
	links [][]Arc
	n     int // links so far
}

// Arc is one link out of a node: the node it leads to and the link's number.
type Arc struct {
	To, Link int
}

// NewGraph is a graph of n nodes and no links.
func NewGraph(n int) *Graph { return &Graph{links: make([][]Arc, max(n, 0))} }

// Link adds the one-way link from node a to node b and returns its number
// (a repeated link is kept once, under its first number). It fails when
// either node is not in the graph or a == b.
func (g *Graph) Link(a, b int) (int, error) {
	if a < 0 || b < 0 || a >= len(g.links) || b >= len(g.links) {
		return -1, fmt.Errorf("grid: link %d->%d: nodes are 0..%d", a, b, len(g.links)-1)
	}
	if a == b {
		return -1, fmt.Errorf("grid: link %d->%d: a node cannot link to itself", a, b)
	}
	for _, arc := range g.links[a] {
		if arc.To == b {
			return arc.Link, nil
		}
	}
	g.links[a] = append(g.links[a], Arc{b, g.n})
	g.n++
	return g.n - 1, nil
}

// LinkBoth adds the links a->b and b->a.
func (g *Graph) LinkBoth(a, b int) error {
	if _, err := g.Link(a, b); err != nil {
		return err
	}
	_, err := g.Link(b, a)
	return err
}

// Links is the number of links in the graph.
func (g *Graph) Links() int { return g.n }

// Arcs appends the links out of c, in the order they were added, and
// returns the extended slice.
func (g *Graph) Arcs(c Cell, buf []Arc) []Arc {
	if _, ok := g.Index(c); !ok {
		return buf
	}
	return append(buf, g.links[c.X]...)
}

// Linked reports whether there is a link from a to b.
func (g *Graph) Linked(a, b Cell) bool {
	if _, ok := g.Index(a); !ok {
		return false
	}
	for _, arc := range g.links[a.X] {
		if arc.To == b.X && b.Y == 0 {
			return true
		}
	}
	return false
}

// Len is the number of nodes.
func (g *Graph) Len() int { return len(g.links) }

// Index is the node number of c.
func (g *Graph) Index(c Cell) (int, bool) {
	if c.Y != 0 || c.X < 0 || c.X >= len(g.links) {
		return 0, false
	}
	return c.X, true
}

// Cell is Cell{i, 0}.
func (g *Graph) Cell(i int) Cell { return Cell{i, 0} }

// Neighbors appends the nodes c links to, in the order the links were
// added.
func (g *Graph) Neighbors(c Cell, buf []Cell) []Cell {
	if _, ok := g.Index(c); !ok {
		return buf
	}
	for _, arc := range g.links[c.X] {
		buf = append(buf, Cell{arc.To, 0})
	}
	return buf
}

// Distance is the fewest links from a to b, found breadth first; -1 when
// no chain of links leads from a to b (links are one-way).
func (g *Graph) Distance(a, b Cell) int {
	d := g.Distances(a, nil)
	if i, ok := g.Index(b); ok && len(d) > 0 {
		return d[i]
	}
	return -1
}

// Distances fills dist (grown to Len() when shorter) with the fewest links
// from a to every node, -1 for nodes that cannot be reached, and returns
// it. Reuse dist across calls to avoid allocating.
func (g *Graph) Distances(a Cell, dist []int) []int {
	if cap(dist) < len(g.links) {
		dist = make([]int, len(g.links))
	}
	dist = dist[:len(g.links)]
	for i := range dist {
		dist[i] = -1
	}
	start, ok := g.Index(a)
	if !ok {
		return dist
	}
	dist[start] = 0
	queue := make([]int, 1, len(g.links))
	queue[0] = start
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		for _, arc := range g.links[n] {
			if dist[arc.To] < 0 {
				dist[arc.To] = dist[n] + 1
				queue = append(queue, arc.To)
			}
		}
	}
	return dist
}
