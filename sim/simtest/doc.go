// Package simtest starts farm sites for tests, as net/http/httptest
// starts servers: on a free loopback port, stopped when the test ends; and
// sites that are down, for tests of what a crawler does then.
package simtest
