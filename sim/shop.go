package sim

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
)

// The shop is the other content on a forum's host: product listings look like
// index pages and product pages like detail pages, so a crawler or an entry
// finder that only looks at layout can be fooled by it. Every shop page is "other".

const shopProducts = 60
const shopPerPage = 12

// shopRoot is where the shop lives: at the host root when the forum sits
// below it, else under /shop/.
func shopRoot(mount string) string {
	if mount == "/" {
		return "/shop/"
	}
	return "/"
}

func serveShop(c *Ctx, rel string) Response {
	root := shopRoot(c.Pkg.Mount)
	other := Info{Type: TypeOther}
	var main string
	switch {
	case rel == "" || rel == "index.html" || strings.HasPrefix(rel, "catalog/"):
		page := 1
		if n, err := strconv.Atoi(strings.TrimPrefix(rel, "catalog/")); err == nil {
			page = n
		}
		if page < 1 || (page-1)*shopPerPage >= shopProducts {
			break
		}
		var b strings.Builder
		b.WriteString(`<ul class="products">`)
		for id := (page-1)*shopPerPage + 1; id <= min(page*shopPerPage, shopProducts); id++ {
			fmt.Fprintf(&b, `<li class="product"><a href="%sproduct/%d"><img src="%simg/p%d.jpg" alt=""> %s</a><span class="price">$%d.%02d</span><a class="add" href="%scart?add=%d" rel="nofollow">Add to cart</a></li>`,
				root, id, root, id, Esc(productName(id)), 5+int(Hash("price", id)%95), int(Hash("cents", id)%100), root, id)
		}
		b.WriteString(`</ul><div class="pages">`)
		for p := 1; p <= (shopProducts+shopPerPage-1)/shopPerPage; p++ {
			fmt.Fprintf(&b, ` <a href="%scatalog/%d">%d</a>`, root, p, p)
		}
		b.WriteString(`</div>`)
		main = b.String()
	case strings.HasPrefix(rel, "product/"):
		id, err := strconv.Atoi(strings.TrimPrefix(rel, "product/"))
		if err != nil || id < 1 || id > shopProducts {
			break
		}
		main = fmt.Sprintf(`<div class="product-detail"><h1>%s</h1><p>%s</p><p>%s</p><a href="%scart?add=%d" rel="nofollow">Add to cart</a> <a href="%sproduct/%d">Next product</a></div>`,
			Esc(productName(id)), Esc(c.W.Users[id%len(c.W.Users)].Bio), Esc(c.W.Users[(id*7)%len(c.W.Users)].Bio), root, id, root, id%shopProducts+1)
	case rel == "cart", rel == "about.html", rel == "contact.html", rel == "terms.html":
		main = fmt.Sprintf("<h1>%s</h1><p>Questions? Write to us and we answer within two working days.</p>", Esc(strings.TrimSuffix(rel, ".html")))
	}
	if main == "" {
		return Response{Status: http.StatusNotFound, Body: notFoundPage, Info: other}
	}
	body := fmt.Sprintf(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Greenway Supplies</title>%s</head><body>
<header><a href="%s" class="logo">Greenway Supplies</a><nav><a href="%s">Shop</a> <a href="%s">Community forum</a> <a href="%sabout.html">About</a> <a href="%scontact.html">Contact</a> <a href="%sterms.html">Terms</a></nav></header>
<main>%s</main><footer>&copy; 2026 Greenway Supplies</footer>%s</body></html>`,
		c.Styles(6), root, root, c.Pkg.Mount+c.Pkg.Skin.Entry(), root, root, root, main, c.Scripts(3))
	return Response{Status: http.StatusOK, Body: body, Info: other}
}

func productName(id int) string {
	adj := []string{"Deluxe", "Compact", "Heavy-duty", "Organic", "Classic", "Pro", "Eco", "Mini"}
	noun := []string{"Garden Trowel", "Phone Case", "Seed Kit", "Tripod", "Chef Knife", "Travel Bag", "Car Charger", "Watering Can"}
	return pick(adj, "adj", id) + " " + noun[id%len(noun)]
}
